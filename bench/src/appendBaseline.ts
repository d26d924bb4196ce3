import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Database from 'better-sqlite3';
import { jwtVerify } from 'jose';

// The floor of "an authenticated append over HTTP", beside the write benchmark's command API:
// bare node:http, verify the bearer JWT (HS256, as the platform's tokens), parse the JSON body,
// insert one row in its own SQLite transaction (WAL, synchronous=NORMAL), answer the position.
// `JWT_SECRET=… FILE=… PORT=… tsx appendBaseline.ts` (forked by write.bench.ts).
const { JWT_SECRET, FILE, PORT } = process.env as Record<string, string>;
const key = new TextEncoder().encode(JWT_SECRET);
const db = new Database(FILE);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(
  'CREATE TABLE IF NOT EXISTS events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL)',
);
const insert = db.prepare('INSERT INTO events (id, stream, type, data, created_at) VALUES (?, ?, ?, ?, ?)');
const append = db.transaction(
  (stream: string, data: string) =>
    insert.run(randomUUID(), stream, 'SkillsSet', data, new Date().toISOString()).lastInsertRowid,
);

/** Verifies the bearer token, appends the body, answers the position (401 for anything that fails). */
async function answer(req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<void> {
  try {
    const { payload } = await jwtVerify((req.headers.authorization ?? '').slice('Bearer '.length), key, {
      algorithms: ['HS256'],
    });
    const skills = JSON.parse(body.toString()) as { skills: number[] };
    const position = append(`specialist-${payload.sub}`, JSON.stringify(skills));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ position: String(position) }));
  } catch {
    res.writeHead(401).end();
  }
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => void answer(req, Buffer.concat(chunks), res));
}).listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
