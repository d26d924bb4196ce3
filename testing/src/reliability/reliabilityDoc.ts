import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownTable, type RecordedSection } from './figures';

/**
 * docs/reliability.md from the sections a full reliability run recorded. Each section sits
 * between markers, so a run that measured only some of them (a filtered
 * `npm run reliability -- <file>`) replaces those and keeps the others, each with its own date.
 */
export const SECTION_ORDER = [
  'conflicting-edits',
  'projector-kill',
  'worker-kill',
  'service-kill',
  'write-property',
  'authorization',
  'authorization-networks',
  'authorization-projects',
];

const HEADER = `# Reliability

Written by \`npm run reliability\` from what its tests measured; do not edit those sections by hand (the
security probes' section at the end is written by hand and kept as it is between its markers). The same
tests run inside \`npm test\` at a smaller size (they print their figures there but do not
record them). Each section says when it was measured, on which machine and at what size; a
section's test fails when a figure marked "must be 0" is not 0 or a count is short of its total.
The suite and what each figure means: docs/operations.md ("Reliability suite").
`;

const begin = (id: string) => `<!-- reliability:${id} -->`;
const end = (id: string) => `<!-- /reliability:${id} -->`;

export function renderSection(s: RecordedSection): string {
  const { machine: m } = s;
  return [
    begin(s.id),
    `## ${s.title}`,
    '',
    `_Measured ${s.at.slice(0, 16).replace('T', ' ')} UTC, ${s.runSize} run: ${s.size}. Machine: ${m.cpus} × ${m.model}, ${m.platform}, Node ${m.node}, load average ${m.loadAverage.join(' / ')} at the end (shared machine)._`,
    '',
    markdownTable(s.columns, s.rows),
    ...(s.notes?.length ? ['', ...s.notes.map((n) => `- ${n}`)] : []),
    end(s.id),
  ].join('\n');
}

/** The existing sections of the doc, by id. */
function existingSections(doc: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const match of doc.matchAll(/<!-- reliability:([\w-]+) -->[\s\S]*?<!-- \/reliability:\1 -->/g))
    sections.set(match[1], match[0]);
  return sections;
}

export function renderDoc(previous: string, recorded: RecordedSection[]): string {
  const sections = existingSections(previous);
  for (const s of recorded) sections.set(s.id, renderSection(s));
  const ids = [
    ...SECTION_ORDER.filter((id) => sections.has(id)),
    ...[...sections.keys()].filter((id) => !SECTION_ORDER.includes(id)),
  ];
  return `${HEADER}\n${ids.map((id) => sections.get(id)).join('\n\n')}\n`;
}

export function readRecorded(dir: string): RecordedSection[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RecordedSection);
}

/** Rewrites the doc with the sections in `dir`; answers how many it wrote. */
export function writeReliabilityDoc(docPath: string, dir: string): number {
  const recorded = readRecorded(dir);
  if (recorded.length === 0) return 0;
  const previous = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '';
  writeFileSync(docPath, renderDoc(previous, recorded));
  return recorded.length;
}
