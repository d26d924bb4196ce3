import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reports the JavaScript a browser loads for /stage/login: the entry chunk of index.html,
 * the login page's lazy chunk, and every chunk they import statically (what Vite
 * modulepreloads), measured as sent: the precompressed brotli and gzip files that
 * compressAssets.ts writes and the gateway serves. Reads Vite's manifest (build.manifest), writes
 * frontend/dist/bundle-report.json, fails above the budget, and with --write-docs updates
 * the 'Frontend bundle' section of docs/performance.md.
 *
 *   tsx scripts/src/bundleReport.ts [--write-docs]
 */
export const BUDGET_BYTES = 300_000;
const ROUTE = '/stage/login';
const ROUTE_MODULE = 'src/pages/auth/LoginPage.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  route: string;
  files: { file: string; bytes: number; gzipBytes: number; brotliBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
  totalBrotliBytes: number;
  budgetGzipBytes: number;
}

/** The chunk keys loaded for a route: the entry and the route module, with their static imports. */
export function chunksForRoute(manifest: Manifest, routeModule: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  if (!manifest[routeModule]) throw new Error(`the manifest has no chunk for ${routeModule}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(routeModule);
  return [...seen];
}

export function buildReport(distDir: string, routeModule = ROUTE_MODULE): BundleReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = chunksForRoute(manifest, routeModule)
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      bytes: sizeOf(distDir, file),
      gzipBytes: sizeOf(distDir, `${file}.gz`),
      brotliBytes: sizeOf(distDir, `${file}.br`),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    route: ROUTE,
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    totalBrotliBytes: files.reduce((sum, f) => sum + f.brotliBytes, 0),
    budgetGzipBytes: BUDGET_BYTES,
  };
}

function sizeOf(distDir: string, file: string): number {
  const path = join(distDir, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run scripts/src/compressAssets.ts after vite build`);
  return readFileSync(path).length;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function docsSection(report: BundleReport, date = new Date()): string {
  const rows = report.files
    .map((f) => `| \`${f.file}\` | ${kb(f.bytes)} | ${kb(f.gzipBytes)} | ${kb(f.brotliBytes)} |`)
    .join('\n');
  return [
    '## Frontend bundle',
    '',
    `Initial JavaScript for \`${report.route}\` (entry chunk, the login page chunk and their static imports), as sent: the precompressed brotli (quality 11) and gzip (level 9) files the gateway serves.`,
    `Measured ${date.toISOString().slice(0, 10)} by \`npm run build -w frontend\` (\`scripts/src/bundleReport.ts\`); the build fails above ${kb(report.budgetGzipBytes)}.`,
    '',
    `**Total: ${kb(report.totalBrotliBytes)} brotli, ${kb(report.totalGzipBytes)} gzipped** (${kb(report.totalBytes)} minified).`,
    '',
    "Not counted because the page paints without them: zod (the domain schemas, about 24 kB gzipped, fetched on idle and needed at the first submit), the fr/ro/zh messages (fetched when chosen) and fonts (CSS and woff2). The entry chunk holds react-dom, react-router, MUI core and react-admin core; the app uses `<AdminContext>` + `<CoreAdminUI>` rather than `<Admin>` so react-admin's default layout and login pages stay out of it (docs/frontend.md).",
    '',
    '| file | minified | gzipped | brotli |',
    '|---|---|---|---|',
    rows,
    '',
  ].join('\n');
}

/** Replaces the section starting with `heading` (up to the next '## ') or appends it. */
export function replaceSection(doc: string, heading: string, section: string): string {
  const start = doc.indexOf(heading);
  if (start < 0) return `${doc.trimEnd()}${doc.trim() ? '\n\n' : ''}${section}`;
  const next = doc.indexOf('\n## ', start + 1);
  return `${doc.slice(0, start)}${section}${next < 0 ? '' : doc.slice(next + 1)}`;
}

/** Replaces the 'Frontend bundle' section or appends it. */
export const withSection = (doc: string, section: string) => replaceSection(doc, '## Frontend bundle', section);

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const report = buildReport(join(root, 'frontend', 'dist'));
  writeFileSync(join(root, 'frontend', 'dist', 'bundle-report.json'), JSON.stringify(report, null, 2));
  console.log(
    `\nInitial JavaScript for ${report.route}: ${kb(report.totalBrotliBytes)} brotli, ${kb(report.totalGzipBytes)} gzipped (${kb(report.totalBytes)} minified, ${report.files.length} files; budget ${kb(report.budgetGzipBytes)} gzipped)`,
  );
  for (const f of report.files) console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
  if (process.argv.includes('--write-docs')) {
    const docPath = join(root, 'docs', 'performance.md');
    const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Performance\n';
    writeFileSync(docPath, withSection(doc, docsSection(report)));
    console.log(`  written to ${docPath}`);
  }
  if (report.totalGzipBytes > report.budgetGzipBytes) {
    console.error(`✖ over the budget of ${kb(report.budgetGzipBytes)}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
