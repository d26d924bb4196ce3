import { createServer, type ServerResponse } from 'node:http';
import express from 'express';
import { Redis } from 'ioredis';

// The baselines of the query benchmark, run as their own process like query-api itself:
// `KIND=bare|bare-raw|express REDIS_URL=… KEY=… AVATAR=… PORT=… tsx baselineServers.ts`.
const { KIND, REDIS_URL, KEY, AVATAR, PORT } = process.env as Record<string, string>;
const redis = new Redis(REDIS_URL);
const body = async () => `{"data":${await redis.get(KEY)},"avatar":${AVATAR}}`;

if (KIND === 'bare-raw') {
  // The stored bytes as they are (the hiring benchmark stores each answer under its own key).
  const answerStored = async (res: ServerResponse) => {
    const text = (await redis.get(KEY)) ?? '';
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  createServer((_req, res) => void answerStored(res)).listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
} else if (KIND === 'bare') {
  // One GET of the same document, wrapped into the same bytes, nothing else.
  const answerWrapped = async (res: ServerResponse) => {
    const text = await body();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(text);
  };
  createServer((_req, res) => void answerWrapped(res)).listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
} else {
  // The framework's floor: express with the same single GET and nothing else (no auth, no logging).
  const app = express();
  app.set('etag', false);
  app.get('/user/specialist/:id', async (_req, res) => void res.type('application/json').send(await body()));
  app.listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
}
