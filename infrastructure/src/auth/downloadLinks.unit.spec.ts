import { describe, expect, it } from 'vitest';
import { DownloadLinks } from './downloadLinks';

describe('signed download links', () => {
  const links = new DownloadLinks('a secret of at least thirty-two characters');
  const path = '/exports/0b5e6a52-7c1f-4a0e-9d8e-2f6a8f3f1c11/audit-events-2026-11-27T02-00-00-000Z.csv';
  const now = 1_800_000_000;

  it('accepts its own link until it expires, and not after', () => {
    const link = links.sign(path, now + 60);
    expect(link).toMatch(/^\/exports\/.+\.csv\?expires=1800000060&signature=[\w-]{43}$/);
    expect(links.verify(link, now)).toBe(true);
    expect(links.verify(link, now + 60)).toBe(true);
    expect(links.verify(link, now + 61)).toBe(false);
  });

  it('refuses a changed path, expiry or signature, another key’s link, and garbage', () => {
    const link = links.sign(path, now + 60);
    const [, query] = link.split('?');
    const signature = new URLSearchParams(query).get('signature')!;
    expect(links.verify(`${path.replace('.csv', '.ndjson')}?${query}`, now)).toBe(false);
    expect(links.verify(link.replace('expires=1800000060', 'expires=1800000999'), now)).toBe(false);
    expect(
      links.verify(link.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`), now),
    ).toBe(false);
    expect(links.verify(new DownloadLinks('another secret of thirty-two characters!').sign(path, now + 60), now)).toBe(
      false,
    );
    for (const uri of [
      '',
      path,
      `${path}?expires=x&signature=y`,
      `${path}?signature=${signature}`,
      '//%zz',
      `${path}?expires=1e99&signature=${signature}`,
    ]) {
      expect(links.verify(uri, now), uri).toBe(false);
    }
  });
});
