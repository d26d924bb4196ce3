import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The reliability suite's sizes and figures. Each reliability test is one implementation run at
 * two sizes: small inside `npm test` (int and e2e projects), full under `npm run reliability`
 * (the `reliability` vitest project sets RELIABILITY_SIZE=full). Either way it prints what it
 * measured; only a full run records it, and docs/reliability.md is written from those records
 * when the run ends (reliabilityDoc.ts), never by hand.
 */
export type ReliabilitySize = 'small' | 'full';

export const reliabilitySize: ReliabilitySize = process.env.RELIABILITY_SIZE === 'full' ? 'full' : 'small';

/** The small figure inside `npm test`, the full one under `npm run reliability`. */
export const bySize = <T>(small: T, full: T): T => (reliabilitySize === 'full' ? full : small);

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a full run's sections are collected (set by reliabilitySetup.ts); absent in other projects. */
    reliabilityResults?: string;
  }
}

export type Cell = string | number | boolean;

/** One section of docs/reliability.md: a table of what was measured. */
export interface ReliabilitySection {
  /** Stable id, e.g. 'conflicting-edits'; a later run replaces the section with the same id. */
  id: string;
  title: string;
  /** What was asked of the platform, in words: the sizes of this run. */
  size: string;
  columns: string[];
  rows: Cell[][];
  /** What the figures mean, or what must hold. */
  notes?: string[];
}

export interface RecordedSection extends ReliabilitySection {
  at: string;
  runSize: ReliabilitySize;
  machine: { cpus: number; model: string; node: string; platform: string; loadAverage: number[] };
}

export function machine(): RecordedSection['machine'] {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

export const markdownTable = (columns: string[], rows: Cell[][]) =>
  [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(String).join(' | ')} |`),
  ].join('\n');

/**
 * Prints a section (every run) and, in a full run, keeps it for docs/reliability.md. Call it
 * before asserting, so a failing run still shows what it measured.
 */
export function recordReliability(section: ReliabilitySection): void {
  const recorded: RecordedSection = {
    ...section,
    at: new Date().toISOString(),
    runSize: reliabilitySize,
    machine: machine(),
  };
  console.log(
    `\n## ${section.title} (${reliabilitySize} run: ${section.size})\n\n${markdownTable(section.columns, section.rows)}\n`,
  );
  let dir: string | undefined;
  try {
    dir = inject('reliabilityResults');
  } catch {
    dir = undefined; // not inside a vitest worker (a script importing the helpers)
  }
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${section.id}.json`), JSON.stringify(recorded, null, 2));
}

/** Median and maximum of a list of numbers, for timings. */
export function spread(values: number[]): { median: number; max: number } {
  if (values.length === 0) return { median: NaN, max: NaN };
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], max: sorted.at(-1)! };
}
