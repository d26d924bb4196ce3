import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRowOfJson } from '../csv';
import { CSV_EXPORTS_AT_ONCE, exportCsv } from './exportCsv';

/* The CSV export thread over a real SQLite file, behind a real HTTP server. */
const ROWS = 5000;
const rowOf = (position: number) =>
  JSON.stringify({
    id: String(position), position: String(position), at: new Date(Date.UTC(2026, 10, 1) + position * 1000).toISOString(),
    actor: { id: 'a1', name: position % 7 === 0 ? '=HYPERLINK("x")' : 'Priya, "PS" Sharma', role: 'specialist' }, action: 'SkillsSet',
    target: { type: 'specialist', id: 's1', name: 'Priya Sharma' }, owner: null, correlation_id: `c${position}`, source: 'web',
    changes: [{ field: 'specialist_skills', before: [1], after: [1, position] }],
  });

describe('the CSV export thread', () => {
  let dir: string;
  let file: string;
  let server: Server;
  let url: string;
  const finished: Promise<number>[] = [];
  const responses: ServerResponse[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'csv-export-'));
    file = join(dir, 'audit.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE rows (position INTEGER PRIMARY KEY, row TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO rows VALUES (?, ?)');
    db.transaction(() => {
      for (let p = 1; p <= ROWS; p++) insert.run(p, rowOf(p));
    })();
    db.close();
    server = createServer((req, res) => {
      const query = new URL(req.url!, 'http://x').searchParams;
      const below = Number(query.get('below') ?? ROWS + 1);
      const copies = Number(query.get('copies') ?? 1);
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('header\r\n');
      const sql = `WITH RECURSIVE copy(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM copy WHERE n < ?) SELECT row FROM rows, copy WHERE position < ? ORDER BY position DESC`;
      responses.push(res);
      finished.push(exportCsv(res, { file, sql, params: [copies, below] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('streams every row of the statement, in its order, formatted as the CSV module formats them', async () => {
    const text = await (await fetch(`${url}/?below=4001`)).text();
    const expected = Array.from({ length: 4000 }, (_, n) => csvRowOfJson(rowOf(4000 - n))).join('');
    expect(text).toBe(`header\r\n${expected}`);
    expect(await finished.at(-1)).toBe(4000);
  });

  it('stops the thread when the client leaves mid-way, and later exports still run', async () => {
    const before = finished.length;
    await new Promise<void>((resolve, reject) => {
      const req = request(url, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (error.message.includes('aborted') || error.message.includes('socket hang up') ? resolve() : reject(error)));
      req.end();
    });
    expect(await finished[before]).toBeLessThan(ROWS);
    // More exports than run at once: they wait their turn, and each gets every row.
    const texts = await Promise.all(Array.from({ length: CSV_EXPORTS_AT_ONCE + 2 }, () => fetch(`${url}/?below=101`).then((r) => r.text())));
    for (const text of texts) expect(text.split('\r\n').length - 2).toBe(100);
  });

  it('holds back while the client is not reading, instead of formatting everything into memory', async () => {
    // 50 copies of every row (about 47 MB of CSV): far more than the slots and the socket's buffers hold.
    let received = 0;
    let queuedWhilePaused = 0;
    await new Promise<void>((resolve, reject) => {
      const req = request(`${url}/?copies=50`, (res) => {
        res.pause();
        setTimeout(() => {
          queuedWhilePaused = responses.at(-1)!.writableLength + (responses.at(-1)!.socket?.writableLength ?? 0);
          res.on('data', (chunk: Buffer) => (received += chunk.length));
          res.on('end', resolve);
          res.resume();
        }, 500);
      });
      req.on('error', reject);
      req.end();
    });
    // What waits in the server's memory is the threads' slots (3 × 1 MB each) at most, not the whole export.
    expect(queuedWhilePaused).toBeGreaterThan(0);
    expect(queuedWhilePaused).toBeLessThan(8_000_000);
    expect(await finished.at(-1)).toBe(ROWS * 50);
    expect(received).toBeGreaterThan(40_000_000);
  });
});
