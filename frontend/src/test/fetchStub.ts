import type { Mock } from 'vitest';

/** `fetch` as the app's HTTP client calls it: a path, and the request's options. */
export type FetchCall = (url: string, init?: RequestInit) => Promise<Response>;
export type FetchStub = Mock<FetchCall>;

/** The JSON a stubbed `fetch` was sent (the client sends a body as its JSON text), or undefined without one. */
export const sentJson = (init?: RequestInit): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
