import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, png, pngBomb, startTestPlatform, truncatedJpeg, type TestPlatform, type TestUser } from '@dth/testing';

/*
 * Random forms at the company logo's upload and removal, sent by the owner so they reach the
 * multipart reader, the image checks and the decider: whatever comes in, the answer is never a
 * 5xx, a refused request appends nothing, and an accepted upload appends exactly its upload event.
 */
let platform: TestPlatform;
let owner: TestUser;
let images: Buffer[];
beforeAll(async () => {
  platform = await startTestPlatform();
  owner = await platform.createUser('business_owner');
  images = [
    await png(40, 20),
    await truncatedJpeg(),
    pngBomb(),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from('GIF89a'),
  ];
});
afterAll(() => platform?.stop());

const RUNS = 60;
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    'logo',
    'LOGO',
    'avatar',
    '"',
    '\r\n',
    '\u0000',
    'x'.repeat(3000),
    '../../etc/passwd',
    '名前.png',
  ),
);
const file = fc.oneof(
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 3, arbitrary: fc.constantFrom(0, 0, 0, 1, 2, 3, 4).map((i) => images[i]) },
);

/** A multipart form as a client might send it: any field name and filename, cut anywhere, with or without its closing boundary. */
const forms = fc
  .record({
    field: fc.oneof({ weight: 3, arbitrary: fc.constant('logo') }, { weight: 1, arbitrary: nastyString }),
    filename: nastyString,
    file,
    extraField: fc.option(fc.tuple(nastyString, nastyString), { nil: undefined }),
    cutAt: fc.option(fc.nat(), { nil: undefined, freq: 2 }),
    contentType: fc.oneof(
      { weight: 4, arbitrary: fc.constant('multipart/form-data; boundary=xyz') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'application/json',
          'text/plain',
          'image/png',
          'multipart/form-data; boundary="xyz"',
        ),
      },
      { weight: 1, arbitrary: nastyString.map((s) => `multipart/form-data; boundary=${s}`) },
    ),
  })
  .map((form) => formOf(form));

interface Form {
  field: string;
  filename: string;
  file: Buffer;
  extraField: [string, string] | undefined;
  cutAt: number | undefined;
  contentType: string;
}

function formOf({ field, filename, file: bytes, extraField, cutAt, contentType }: Form) {
  const header = (name: string, extra = '') =>
    `--xyz\r\nContent-Disposition: form-data; name="${name.replace(/[\r\n"]/g, '')}"${extra}\r\n`;
  const body = Buffer.concat([
    extraField ? Buffer.from(`${header(extraField[0])}\r\n${extraField[1]}\r\n`) : Buffer.alloc(0),
    Buffer.from(`${header(field, `; filename="${filename.replace(/[\r\n"]/g, '')}"`)}Content-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from('\r\n--xyz--\r\n'),
  ]);
  // A header value can only carry visible ASCII and spaces (the HTTP client refuses the rest).
  return {
    contentType: contentType.replace(/[^\x20-\x7e]/g, ''),
    body: cutAt === undefined ? body : body.subarray(0, cutAt % (body.length + 1)),
  };
}

async function checkOne(
  send: () => PromiseLike<{ status: number; body: { error?: { code: string }; logo_status?: string } }>,
) {
  const before = await platform.store.headPosition();
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  const after = await platform.store.headPosition();
  if (res.status >= 400) {
    expect(res.body.error?.code).toEqual(expect.any(String));
    expect(after).toBe(before);
  }
  return { res, appended: after - before };
}

describe('random forms at the company logo paths', () => {
  it('POST /business-owners/{id}/logo: never a 5xx; a refusal appends nothing; an accepted upload appends one event', async () => {
    const answers = new Map<number, number>();
    const valid = {
      field: 'logo',
      filename: 'logo.png',
      file: images[0],
      extraField: undefined,
      cutAt: undefined,
      contentType: 'multipart/form-data; boundary=xyz',
    };
    await fc.assert(
      fc.asyncProperty(forms, async ({ contentType, body }) => {
        const { res, appended } = await checkOne(() =>
          request(platform.command)
            .post(`/business-owners/${owner.id}/logo`)
            .set(bearer(owner))
            .set('content-type', contentType)
            .send(body),
        );
        answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
        if (res.status === 200) {
          expect(res.body.logo_status).toBe('processing');
          expect(appended).toBe(1n);
        }
      }),
      // A well-formed upload and a well-formed form holding no image among them, so the property reaches the
      // accepting path and two kinds of refusal whatever the random forms are (a run of only 400s failed CI).
      {
        numRuns: RUNS,
        examples: [[formOf(valid)], [formOf({ ...valid, file: Buffer.from('plain text, not an image') })]],
      },
    );
    expect(answers.get(200), JSON.stringify([...answers])).toBeGreaterThan(0);
    expect([...answers.keys()].filter((status) => status >= 400).length, JSON.stringify([...answers])).toBeGreaterThan(
      1,
    );
  });

  it('random ids at both paths: never a 5xx, and nothing appended for someone else’s (or nobody’s) profile', async () => {
    const segment = fc
      .oneof(
        nastyString.filter((s) => s.length > 0),
        fc.uuid(),
      )
      .map((s) => encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8')));
    const image = await png(10, 10);
    await fc.assert(
      fc.asyncProperty(segment, fc.boolean(), async (id, upload) => {
        const path = `/business-owners/${id}/logo`;
        const { res } = await checkOne(() =>
          upload
            ? request(platform.command).post(path).set(bearer(owner)).attach('logo', image, 'logo.png')
            : request(platform.command).delete(path).set(bearer(owner)),
        );
        if (decodeURIComponent(id) !== owner.id) expect([403, 404]).toContain(res.status);
      }),
      { numRuns: RUNS },
    );
  });
});
