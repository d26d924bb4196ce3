import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { writeReliabilityDoc } from './reliabilityDoc';

const docPath = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'reliability.md');

/**
 * globalSetup of the `reliability` vitest project: gives the tests a directory for their
 * sections, and when the run ends writes docs/reliability.md from them.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'dth-reliability-'));
  project.provide('reliabilityResults', dir);
  return () => {
    const written = writeReliabilityDoc(docPath, dir);
    console.log(
      written > 0
        ? `\nreliability: ${written} section(s) written to ${docPath}`
        : '\nreliability: nothing recorded; docs/reliability.md unchanged',
    );
    rmSync(dir, { recursive: true, force: true });
  };
}
