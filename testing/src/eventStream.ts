import { request, type IncomingHttpHeaders } from 'node:http';

/** One Server-Sent Event as it arrived, with when (performance.now()). */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
  receivedAt: number;
}

export interface EventStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in order. */
  events: StreamEvent[];
  /** The next event after those already taken that matches, waiting up to `timeoutMs`. */
  next(match?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Whether it has ended. */
  readonly done: boolean;
  /** The stream's text as it came (events, comments and `retry:` lines). */
  readonly text: string;
  close(): void;
}

/**
 * A Server-Sent Events client over plain HTTP, as a browser's would read the stream (tests and the SSE
 * bench): frames split on blank lines, `id:`, `event:` and `data:` fields, comments ignored.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  /** The client's own address (any of 127.0.0.0/8), as `curl --interface` picks it. */
  from?: string,
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const options = { headers: { accept: 'text/event-stream', ...headers }, ...(from ? { localAddress: from } : {}) };
    const req = request(url, options, (res) => {
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let taken = 0;
      let buffer = '';
      let text = '';
      let done = false;
      let end!: () => void;
      const ended = new Promise<void>((resolve) => (end = () => ((done = true), resolve())));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        text += chunk;
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line === '' || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const name = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            fields.set(name, name === 'data' && fields.has('data') ? `${fields.get('data')}\n${value}` : value);
          }
          if (!fields.has('data')) continue;
          events.push({
            id: fields.get('id'),
            event: fields.get('event') ?? 'message',
            data: fields.get('data')!,
            receivedAt: performance.now(),
          });
          for (const wake of [...waiters]) wake();
        }
      });
      res.on('end', end);
      res.on('close', end);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        get done() {
          return done;
        },
        get text() {
          return text;
        },
        next(match = () => true, timeoutMs = 10_000) {
          return new Promise((found, fail) => {
            const look = () => {
              while (taken < events.length) {
                const event = events[taken++];
                if (match(event)) {
                  waiters.delete(look);
                  clearTimeout(timer);
                  found(event);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no matching event within ${timeoutMs} ms (${events.length} received)`));
            }, timeoutMs);
            waiters.add(look);
            look();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
