import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GZIP_MIN_BYTES, encodedAnswer } from './encodedAnswer';

const large = () => ({
  body: JSON.stringify(
    Array.from({ length: 50 }, (_, n) => ({
      id: n,
      name: `Row ${n}`,
      changes: [{ field: 'industry_title', before: 'A', after: 'B' }],
    })),
  ),
  headers: { 'content-range': 'audit-events 0-49/50' },
});

describe('a read’s body on the wire', () => {
  it('gzips a large body for a client that accepts gzip, keeping its headers and saying so', async () => {
    const answer = large();
    const { body, headers } = await encodedAnswer('gzip, deflate, br, zstd', answer);
    expect(headers).toEqual({
      'content-range': 'audit-events 0-49/50',
      vary: 'Accept-Encoding',
      'content-encoding': 'gzip',
    });
    expect(gunzipSync(body as Buffer).toString('utf8')).toBe(answer.body);
    expect((body as Buffer).length).toBeLessThan(answer.body.length / 3);
  });

  it('compresses one answer once, however often it is sent', async () => {
    const answer = large();
    const first = await encodedAnswer('gzip', answer);
    expect((await encodedAnswer('br, gzip', answer)).body).toBe(first.body);
    expect((await encodedAnswer('gzip', large())).body).not.toBe(first.body);
  });

  it('sends the text as it is, with Vary, when gzip is not accepted', async () => {
    const answer = large();
    for (const accept of [undefined, '', 'br', 'identity', 'gzip;q=0', 'gzip; q=0.0, br', 'x-gzip2']) {
      expect(await encodedAnswer(accept, answer), String(accept)).toEqual({
        body: answer.body,
        headers: { ...answer.headers, vary: 'Accept-Encoding' },
      });
    }
    expect((await encodedAnswer('gzip;q=0.5', answer)).headers['content-encoding']).toBe('gzip');
  });

  it('sends a small body as it is', async () => {
    const small = { body: 'x'.repeat(GZIP_MIN_BYTES - 1), headers: {} };
    expect(await encodedAnswer('gzip', small)).toEqual(small);
  });
});
