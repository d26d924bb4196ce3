import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A react-admin screen can take over testing-library's default 1 s to settle on two busy cores; a find* or
// waitFor still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; the app calls them on navigation and in the media players.
window.scrollTo = vi.fn();
Object.defineProperty(HTMLMediaElement.prototype, 'play', {
  configurable: true,
  value: vi.fn(() => Promise.resolve()),
});
Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: vi.fn() });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
