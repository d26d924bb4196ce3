// `npm run test:times`: the per-file timing table of the last `npm test` (docs/operations.md), slowest first,
// from the JSON reports each level writes to .data/test-times/ beside its usual output.
import { existsSync, readFileSync } from 'node:fs';

const LEVELS = ['unit', 'int', 'e2e'];
const rows = [];
const totals = [];
for (const level of LEVELS) {
  const file = `.data/test-times/${level}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let levelMs = 0;
  for (const result of report.testResults) {
    const ms = result.endTime - result.startTime;
    levelMs += ms;
    const path = result.name.slice(process.cwd().length + 1);
    rows.push({ level, path, tests: result.assertionResults.length, ms, failed: result.status !== 'passed' });
  }
  const wallMs = Math.max(...report.testResults.map((r) => r.endTime)) - report.startTime;
  totals.push(`${level}: ${(wallMs / 1000).toFixed(0)} s wall, ${(levelMs / 1000).toFixed(0)} s summed over files`);
}
if (rows.length === 0) {
  console.error('No timings yet: run `npm test` first (it writes .data/test-times/).');
  process.exit(1);
}
rows.sort((a, b) => b.ms - a.ms);
console.log(totals.join('; '));
console.log('\n| level | file | tests | seconds |\n|---|---|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.level} | \`${row.path}\`${row.failed ? ' (failed)' : ''} | ${row.tests} | ${(row.ms / 1000).toFixed(1)} |`,
  );
