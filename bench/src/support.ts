import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Writes one benchmark's figures to bench/results/<name>.json, with the machine it ran on. */
export function saveResult(name: string, result: object): void {
  mkdirSync(join(benchRoot, 'results'), { recursive: true });
  const record = {
    name,
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    ...result,
  };
  writeFileSync(join(benchRoot, 'results', `${name}.json`), JSON.stringify(record, null, 2) + '\n');
  console.log(JSON.stringify(record, null, 2));
}

/** A result as saveResult wrote it; the reader names its fields (bench/src/report.ts). */
export function readResult(name: string): object | undefined {
  try {
    return JSON.parse(readFileSync(join(benchRoot, 'results', `${name}.json`), 'utf8')) as object;
  } catch {
    return undefined;
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** What reads at a fixed rate met: their latencies' percentiles and their statuses. */
export interface PacedReads {
  sent: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How many answered each status (`error`: no answer). */
  statuses: Record<string, number>;
}

/**
 * Someone else's reads while something happens: one GET of `url` every 1000/`perSecond` ms for `ms`,
 * each timed from when it was due (an open loop: a slow answer does not hold the next one back, so a
 * stall shows in full), over kept-alive connections.
 */
export async function pacedReads(
  url: string,
  headers: Record<string, string>,
  perSecond: number,
  ms: number,
): Promise<PacedReads> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(url);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const done = (status: string) => {
        latencies.push(performance.now() - due);
        statuses[status] = (statuses[status] ?? 0) + 1;
        resolve();
      };
      const req = request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => done(String(res.statusCode)));
        },
      );
      req.on('error', () => done('error'));
      req.end();
    });
  const interval = 1000 / perSecond;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n * interval < ms; n++) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(due));
  }
  await Promise.all(pending);
  agent.destroy();
  return {
    sent: pending.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(...latencies)),
    statuses,
  };
}

/**
 * The body of the `n`th skills write over `profiles` profiles taken in turn: three distinct skills, and each
 * profile's next write sets another list than its last, so every write appends one SkillsSet (a write that
 * sets what a profile already holds appends nothing, and the benches count what was appended).
 */
export const skillsBody = (n: number, profiles = 1) =>
  JSON.stringify({ skills: [1 + (n % 50), 51 + (Math.floor(n / profiles) % 7), 60] });
