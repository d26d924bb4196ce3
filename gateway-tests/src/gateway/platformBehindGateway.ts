import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx, type GatewayConfig, type RunningNginx } from '@dth/deploy';
import { freePort } from '@dth/infrastructure';
import { sendRaw, startTestPlatform, type RawAnswer, type TestPlatform } from '@dth/testing';
import { OpenApiValidator, type OpenApiDocument } from './openApiValidator';

export type GatewayAnswer = RawAnswer;
export { sendRaw };

export interface PlatformBehindGateway {
  platform: TestPlatform;
  /** The gateway's port on 127.0.0.1. */
  port: number;
  /** The gateway: deploy/nginx.conf in nginx. */
  nginx: RunningNginx;
  /** The APIs' own ports on 127.0.0.1, for another proxy in front of them (nginx.int.spec.ts). */
  commandPort: number;
  queryPort: number;
  /** Both APIs' OpenAPI documents, which every exchange through `send` is held against. */
  documents: OpenApiValidator;
  /**
   * Sends raw bytes to the gateway over TCP, as curl would: the whole body is written whatever the answer.
   * `from` is the client's own address (any of 127.0.0.0/8), as `curl --interface` picks it. The request
   * and its answer must be as the OpenAPI documents describe them (./openApiValidator.ts): a difference throws.
   */
  send: (
    method: string,
    path: string,
    headers?: Record<string, string>,
    body?: Buffer,
    from?: string,
  ) => Promise<GatewayAnswer>;
  stop(): Promise<void>;
}

/**
 * The in-process platform with each API on its own port and the real gateway in front (deploy/nginx.conf
 * in nginx, as `npm start` runs it), the way a user's request arrives. `start` picks the platform
 * (e.g. startProfilePlatform, with the lists seeded); `gateway` changes what nginx is rendered with.
 */
export async function startPlatformBehindGateway(
  start: () => Promise<TestPlatform> = startTestPlatform,
  gateway: Partial<GatewayConfig> = {},
  /** `querySocket`: the query API also on a unix socket, and the gateway reaching it there, as `npm start` runs it. */
  { querySocket = false }: { querySocket?: boolean } = {},
): Promise<PlatformBehindGateway> {
  const platform = await start();
  const servers: Server[] = [];
  const listen = (listener: RequestListener) =>
    new Promise<number>((resolve) => {
      const server = createServer(listener).listen(0, '127.0.0.1', () =>
        resolve((server.address() as { port: number }).port),
      );
      servers.push(server);
    });
  // The query API is looked up on each request: a restarted one (platform.restartQuery) answers behind the same port.
  const query: RequestListener = (req, res) => platform.query(req, res);
  const [commandPort, queryPort] = [await listen(platform.command), await listen(query)];
  let queryApi = `127.0.0.1:${queryPort}`;
  if (querySocket) {
    const path = join(mkdtempSync(join(tmpdir(), 'dth-q-')), 'query-api.sock');
    await new Promise<void>((resolve) => servers.push(createServer(query).listen(path, resolve)));
    queryApi = `unix:${path}`;
  }
  const nginx = await startGateway({
    queryApi,
    commandApi: `127.0.0.1:${commandPort}`,
    blobStore: `127.0.0.1:${platform.env.S3_PORT}`,
    mediaBucket: platform.env.MEDIA_BUCKET,
    ...gateway,
  });

  const documents = new OpenApiValidator(
    await Promise.all(
      ['/openapi.json', '/openapi/command-api.json'].map(async (path) => {
        const answer = await sendRaw(nginx.port, 'GET', path);
        if (answer.status !== 200) throw new Error(`no OpenAPI document at ${path}: ${answer.status}`);
        return answer.json as OpenApiDocument;
      }),
    ),
  );

  return {
    platform,
    port: nginx.port,
    nginx,
    commandPort,
    queryPort,
    documents,
    async send(method, path, headers = {}, body, from) {
      const answer = await sendRaw(nginx.port, method, path, headers, body, from);
      const problems = documents.check({
        method,
        path,
        requestHeaders: headers,
        requestBody: body,
        status: answer.status,
        responseHeaders: answer.headers,
        responseBody: answer.raw,
      });
      if (problems.length > 0)
        throw new Error(
          `${method} ${path} → ${answer.status} is not as the OpenAPI documents say:\n- ${problems.join('\n- ')}`,
        );
      return answer;
    },
    async stop() {
      await nginx.stop();
      for (const server of servers) {
        server.closeAllConnections();
        server.close();
      }
      await platform.stop();
    },
  };
}

/**
 * deploy/nginx.conf in nginx on a free port, in a temporary prefix (removed when it stops), with one
 * worker and an empty web root unless told otherwise.
 */
export async function startGateway(
  config: Omit<GatewayConfig, 'host' | 'port' | 'prefix' | 'htmlRoot' | 'trustProxy' | 'workerProcesses'> &
    Partial<GatewayConfig>,
): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'dth-nginx-'));
  const nginx = await startNginx({
    host: '127.0.0.1',
    port: await freePort(),
    htmlRoot: join(prefix, 'html'),
    trustProxy: [],
    workerProcesses: 1,
    prefix,
    ...config,
  });
  return { ...nginx, stop: () => nginx.stop().finally(() => rmSync(prefix, { recursive: true, force: true })) };
}
