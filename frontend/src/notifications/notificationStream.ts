import { refreshSession } from '../providers/httpClient';
import { getAccessToken } from '../providers/session';

/** Dispatched on `window` for each live notification: pages showing what changed (SinceLastVisit) read again. */
export const NOTIFICATION_EVENT = 'dth:notification';

/** Waits before reconnecting, doubling to a minute while the server cannot be reached. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 60_000;

/**
 * The live notifications (GET /notifications/stream, Server-Sent Events) read with fetch, so the
 * request carries the access token like every other call (an EventSource cannot send it). It
 * reconnects on its own, with the last id it got as Last-Event-ID, so nothing is missed while it is
 * away; a 401 refreshes the session first. `onOpen` runs each time the stream is open: what came
 * before it (the first time) is for the caller to read then. Answers how to stop.
 */
export function followNotifications(
  onNotification: (id: string) => void,
  onOpen: () => void = () => undefined,
): () => void {
  const stop = new AbortController();
  let lastEventId: string | undefined;
  let retryMs = FIRST_RETRY_MS;

  const readStream = async (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let split: number;
      while ((split = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, split);
        buffer = buffer.slice(split + 2);
        // The server's `retry:` (as EventSource honours it): a stream ended for a newer one of the person waits longer.
        const retry = /^retry: ?(\d+)$/m.exec(block)?.[1];
        if (retry) retryMs = Math.min(Number(retry), MAX_RETRY_MS);
        const id = /^id: ?(.*)$/m.exec(block)?.[1];
        if (id && /^data:/m.test(block)) {
          lastEventId = id;
          retryMs = FIRST_RETRY_MS;
          onNotification(id);
        }
      }
    }
  };

  const connect = async (): Promise<void> => {
    while (!stop.signal.aborted) {
      try {
        const headers: Record<string, string> = {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${getAccessToken() ?? ''}`,
        };
        if (lastEventId) headers['Last-Event-ID'] = lastEventId;
        const response = await fetch('/notifications/stream', { headers, signal: stop.signal, cache: 'no-store' });
        if (response.status === 401 && !(await refreshSession())) return;
        if (response.ok && response.body) {
          onOpen();
          await readStream(response.body);
        }
      } catch {
        if (stop.signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  };
  void connect();
  return () => stop.abort();
}
