import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

export function readResult(name: string): Record<string, any> | undefined {
  try {
    return JSON.parse(readFileSync(join(benchRoot, 'results', `${name}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
