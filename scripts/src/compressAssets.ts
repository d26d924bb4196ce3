import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text asset of the built frontend, at
 * the highest levels (time spent once at build, never per request). The gateway and nginx send
 * them to browsers that accept them; bundleReport.ts measures these files, since they are what
 * is sent.
 *
 *   tsx scripts/src/compressAssets.ts [distDir]
 */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json', '.txt', '.webmanifest']);

export function compressAssets(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) written += compressAssets(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) {
      const content = readFileSync(path);
      const brotli = brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      });
      const gzip = gzipSync(content, { level: 9 });
      if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
      if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
      written++;
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..', '..', 'frontend', 'dist');
  console.log(`Precompressed ${compressAssets(join(dist, 'assets'))} assets (brotli and gzip) in ${dist}/assets`);
}
