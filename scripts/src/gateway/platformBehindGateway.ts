import { mkdtempSync } from 'node:fs';
import { createServer, request, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@dth/infrastructure';
import { startTestPlatform, type TestPlatform } from '@dth/testing';
import { buildGateway } from '../gateway';

export interface GatewayAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: any;
  /** The body's bytes as they came (compressed ones included). */
  raw: Buffer;
}

export interface PlatformBehindGateway {
  platform: TestPlatform;
  /** The gateway's port on 127.0.0.1. */
  port: number;
  /** The APIs' own ports on 127.0.0.1, for another proxy in front of them (nginx.int.spec.ts). */
  commandPort: number;
  queryPort: number;
  /**
   * Sends raw bytes to the gateway over TCP, as curl would: the whole body is written whatever the answer.
   * `from` is the client's own address (any of 127.0.0.0/8), as `curl --interface` picks it.
   */
  send(method: string, path: string, headers?: Record<string, string>, body?: Buffer, from?: string): Promise<GatewayAnswer>;
  stop(): Promise<void>;
}

/**
 * The in-process platform with each API on its own port and the real gateway in front, the way a
 * user's request arrives. `start` picks the platform (e.g. startProfilePlatform, with the lists seeded).
 */
export async function startPlatformBehindGateway(start: () => Promise<TestPlatform> = startTestPlatform): Promise<PlatformBehindGateway> {
  const platform = await start();
  const servers: Server[] = [];
  const listen = (listener: RequestListener) =>
    new Promise<number>((resolve) => {
      const server = createServer(listener).listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
      servers.push(server);
    });
  const [commandPort, queryPort] = [await listen(platform.command), await listen(platform.query)];
  const gatewayPort = await listen(
    buildGateway(
      {
        commandApi: `http://127.0.0.1:${commandPort}`,
        queryApi: `http://127.0.0.1:${queryPort}`,
        blobStore: `http://127.0.0.1:${platform.env.S3_PORT}`,
        mediaBucket: platform.env.MEDIA_BUCKET,
        frontendDir: mkdtempSync(join(tmpdir(), 'no-frontend-')),
      },
      createLogger('gateway-test', 'silent'),
    ),
  );

  return {
    platform,
    port: gatewayPort,
    commandPort,
    queryPort,
    send: (method, path, headers, body, from) => sendRaw(gatewayPort, method, path, headers, body, from),
    async stop() {
      for (const server of servers) server.closeAllConnections(), server.close();
      await platform.stop();
    },
  };
}

/** Sends raw bytes to a server on 127.0.0.1 over TCP, as curl would: the whole body is written whatever the answer. */
export function sendRaw(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer, from?: string): Promise<GatewayAnswer> {
  return new Promise((resolve, reject) => {
    const sized = body ? { 'content-length': String(body.length), ...headers } : headers;
    const req = request({ host: '127.0.0.1', port, method, path, headers: sized, ...(from ? { localAddress: from, agent: false } : {}) });
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
