import { describe, expect, it } from 'vitest';
import { chunksForRoute, docsSection, withSection, type BundleReport, type Manifest } from './bundleReport';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/pages/auth/LoginPage.tsx', 'src/dashboard/Dashboard.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_shared.js'], dynamicImports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/pages/auth/LoginPage.tsx': {
    file: 'assets/LoginPage.js',
    isDynamicEntry: true,
    imports: ['index.html', '_form.js'],
  },
  'src/dashboard/Dashboard.tsx': { file: 'assets/Dashboard.js', isDynamicEntry: true, imports: ['index.html'] },
};

describe('bundle report', () => {
  it('counts the entry, the route chunk and their static imports, not lazy ones', () => {
    expect(chunksForRoute(manifest, 'src/pages/auth/LoginPage.tsx').sort()).toEqual([
      '_form.js',
      '_shared.js',
      'index.html',
      'src/pages/auth/LoginPage.tsx',
    ]);
  });

  it('replaces the Frontend bundle section of the performance doc, keeping the others', () => {
    const report: BundleReport = {
      route: '/stage/login',
      files: [{ file: 'assets/index.js', bytes: 1000, gzipBytes: 400, brotliBytes: 320 }],
      totalBytes: 1000,
      totalGzipBytes: 400,
      totalBrotliBytes: 320,
      budgetGzipBytes: 300_000,
    };
    const section = docsSection(report, new Date('2025-01-02T00:00:00Z'));
    expect(section).toContain('**Total: 0.3 kB brotli, 0.4 kB gzipped**');
    const doc = '# Performance\n\n## Backend\n\nfast\n\n## Frontend bundle\n\nprevious-figure\n\n## Later\n\nkept\n';
    const updated = withSection(doc, section);
    expect(updated).toContain('## Backend\n\nfast');
    expect(updated).toContain('## Later\n\nkept');
    expect(updated).not.toContain('previous-figure');
    expect(withSection('# Performance\n', section)).toBe(`# Performance\n\n${section}`);
  });
});
