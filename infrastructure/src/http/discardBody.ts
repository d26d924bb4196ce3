import type { IncomingMessage } from 'node:http';

/** How much of an unwanted request body is read before giving up on the connection. */
export const DISCARD_LIMITS = { bytes: 32 * 1024 * 1024, ms: 10_000 };

/**
 * Reads and drops the rest of a request body that will not be used (an answer sent early: 401,
 * 403, 413), so the connection closes cleanly instead of with a reset that can destroy the
 * answer before the client has read it (nginx's "lingering close"). A client that keeps sending
 * past the limits has its connection destroyed. Calls `done` once the body has ended.
 */
export function discardBody(req: IncomingMessage, done: () => void = () => undefined, limits = DISCARD_LIMITS): void {
  if (req.complete || req.readableEnded) return done();
  let bytes = 0;
  const timer = setTimeout(() => req.socket.destroy(), limits.ms);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > limits.bytes) req.socket.destroy();
  });
  req.once('end', () => {
    clearTimeout(timer);
    done();
  });
  req.once('close', () => clearTimeout(timer));
  req.resume();
}
