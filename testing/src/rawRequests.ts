import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: any;
  /** The body's bytes as they came (compressed ones included). */
  raw: Buffer;
}

/** Sends raw bytes to a server on 127.0.0.1 over TCP, as curl would: the whole body is written whatever the answer. */
export function sendRaw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
  from?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sized = body ? { 'content-length': String(body.length), ...headers } : headers;
    const req = request({
      host: '127.0.0.1',
      port,
      method,
      path,
      headers: sized,
      ...(from ? { localAddress: from, agent: false } : {}),
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString();
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
        resolve({ status: res.statusCode!, headers: res.headers, json, raw });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
