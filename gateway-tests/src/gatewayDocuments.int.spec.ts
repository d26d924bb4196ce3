import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentMessages } from '@dth/domain';
import { createShareLinkDownloadQueue } from '@dth/infrastructure';
import {
  bearer,
  createEngagementCast,
  engagementFixture,
  engagementTeams,
  pdfFonts,
  pdfImageCount,
  pdfInfo,
  pdfPixelShare,
  pdfText,
  startProfilePlatform,
  startTestDocumentWorker,
  startTestMediaWorker,
  validBilling,
  validCertificate,
  validProject,
  type EngagementCast,
  type EngagementFixture,
  type TestUser,
} from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from './gateway/platformBehindGateway';
import { gatewayRequests } from './gateway/gatewayRequests';

/*
 * CVs, team packs and project briefs as PDFs, through the gateway, read back with poppler: every
 * field the issue lists is in them, nothing private is, each language is written in its own words and
 * glyphs (Chinese extracts as the same characters), frozen and anonymised links give what their page
 * gives, each public download is a view in the access log, and bad requests change nothing.
 */
let behind: PlatformBehindGateway;
let workers: { stop(): Promise<void> }[];
let cast: EngagementCast;
let fixture: EngagementFixture;
const { send } = gatewayRequests(() => behind);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const settled = async () => ({
  'x-min-position': (await behind.platform.store.headPosition()).toString(),
  'user-agent': CHROME,
});
const get = async (path: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  send('GET', path, user, undefined, { ...(await settled()), ...headers });

/** The PDF at `path`, polling while a worker makes it (202). */
async function pdfAt(
  path: string,
  user: TestUser | null,
  headers: Record<string, string> = {},
): Promise<GatewayAnswer> {
  return vi.waitFor(
    async () => {
      const answer = await get(path, user, headers);
      expect(answer.status, `${path}: ${answer.status} ${answer.status === 200 ? '' : answer.raw.toString()}`).toBe(
        200,
      );
      return answer;
    },
    { timeout: 30_000, interval: 150 },
  );
}
const code = (answer: GatewayAnswer) => answer.json?.error?.message_code;
const asUser = (user: TestUser) => ({ ...bearer(user) });
const PRIVATE = () => [
  cast.member.email,
  '499888777',
  'Fitzroy',
  'Victoria',
  validBilling.account_number,
  validBilling.company_abn,
  validBilling.bank_name,
  'secret.webm',
  'Acme Retail',
];

beforeAll(async () => {
  // The query API on a unix socket behind the gateway, as `npm start` runs it: the download's visitor is the gateway's X-Forwarded-For.
  behind = await startPlatformBehindGateway(() => startProfilePlatform(), {}, { querySocket: true });
  workers = [startTestDocumentWorker(behind.platform), startTestMediaWorker(behind.platform)];
  cast = await createEngagementCast(behind.platform);
  fixture = await engagementFixture(behind.platform, cast, await engagementTeams(behind.platform, cast));
  const command = () => request(behind.platform.command);
  const id = cast.member.id;
  const member = asUser(cast.member);
  await command()
    .put(`/user/specialist/update-account/${id}`)
    .set(member)
    .send({
      first_name: 'Ioana',
      last_name: 'Ștefănescu',
      phone_code: '+61',
      phone_number: '499888777',
      country: 'Australia',
      state: 'Victoria',
      city: 'Fitzroy',
    })
    .expect(200);
  await command()
    .put(`/user/update-user/${id}`)
    .set(member)
    .send({ specialist: { industry_title: '数据工程师 Data engineer' } })
    .expect(200);
  await command()
    .post(`/user/specialist/add-skills/${id}`)
    .set(member)
    .send({ skills: [1, 2] })
    .expect(200);
  await command()
    .post(`/user/specialist/industry/${id}`)
    .set(member)
    .send({ industry_ids: [1] })
    .expect(200);
  await command()
    .post(`/user/specialist/add-language/${id}`)
    .set(member)
    .send({ languages: [1] })
    .expect(200);
  await command()
    .post(`/user/specialist/experience-level/${id}`)
    .set(member)
    .send({ experience_level_id: 3 })
    .expect(200);
  await command()
    .post(`/user/specialist/add-about/${id}`)
    .set(member)
    .send({ description: 'I build checkouts. 我设计实时数据管道。' })
    .expect(200);
  await command()
    .post(`/user/specialist/add-certificate/${id}`)
    .set(member)
    .send({ certificate: validCertificate })
    .expect(200);
  await command().post(`/user/specialist/add-project/${id}`).set(member).send({ project: validProject }).expect(200);
  await command()
    .post(`/user/specialist/add-project/${id}`)
    .set(member)
    .send({ project: { ...validProject, name: 'Globex', started_at: 2023, finished_at: 2025 } })
    .expect(200);
  await command()
    .post(`/user/specialist/project-type/${id}`)
    .set(member)
    .send({ project_type: [1] })
    .expect(200);
  await command()
    .put(`/user/specialist/update-account/${id}`)
    .set(member)
    .send({ billing_profile: validBilling })
    .expect(200);
  await command()
    .put(`/user/specialist/update-videoask/${id}`)
    .set(member)
    .send({
      video_ask: [
        {
          question_id: 'about-me',
          type: 'video',
          media_url: '/media/answers/secret.webm',
          thumbnail: '/media/answers/secret.jpg',
        },
      ],
    })
    .expect(200);
  // An avatar, processed by the worker: the CV draws its JPEG rendition.
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  await command().post(`/user/specialist/add-avatar/${id}`).set(member).attach('avatar', png, 'me.png').expect(200);
  await vi.waitFor(
    async () =>
      expect(
        (await request(behind.platform.query).get(`/user/specialist/${id}`).set(member)).body.data.avatar_status,
      ).toBe('ready'),
    { timeout: 30_000, interval: 100 },
  );
}, 180_000);
afterAll(async () => {
  await Promise.all((workers ?? []).map((worker) => worker.stop()));
  await behind?.stop();
});

describe('a CV, through the gateway', () => {
  it('holds every field of the profile the issue lists, in the profile’s order, and nothing private', async () => {
    const answer = await pdfAt(`/documents/cv/${cast.member.id}?locale=en`, cast.owner);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="cv-ioana-stefanescu-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''/,
    );
    expect(answer.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(answer.raw);
    const catalogs = (await get('/user/skill/list', cast.owner)).json.data as { id: number; skill_title: string }[];
    for (const expected of [
      'Ioana Ștefănescu',
      '数据工程师 Data engineer',
      'Experienced',
      'Australia',
      'About me',
      'I build checkouts.',
      '我设计实时数据管道。',
      'Skills',
      catalogs.find((s) => s.id === 1)!.skill_title,
      'Industry experience',
      'Certifications',
      validCertificate.degree,
      validCertificate.specialisation,
      'Work experience',
      'Globex',
      validProject.position,
      'Project interests',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    for (const secret of PRIVATE()) expect(text).not.toContain(secret);
    // Newest work first, sections in the profile's order.
    expect(text.indexOf('Globex')).toBeLessThan(text.indexOf('Acme'));
    const order = [
      'About me',
      'Skills',
      'Industry experience',
      'Certifications',
      'Work experience',
      'Project interests',
    ].map((heading) => text.indexOf(heading));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pdfFonts(answer.raw).some((font) => /DejaVuSans/.test(font))).toBe(true);
    expect(pdfFonts(answer.raw).some((font) => /NotoSansCJK/.test(font))).toBe(true);
    expect(pdfImageCount(answer.raw)).toBe(1);
  });

  it('is written in each locale, Chinese extracting as the same characters, on A4 or Letter', async () => {
    const zhAnswer = await pdfAt(`/documents/cv/${cast.member.id}?locale=zh`, cast.owner);
    // Saved under its UTF-8 name in Chinese (RFC 6266 filename*), with an ASCII name for older clients, through nginx.
    const disposition = zhAnswer.headers['content-disposition'] as string;
    expect(disposition).toMatch(
      /^attachment; filename="cv-ioana-stefanescu-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(disposition)![1])).toMatch(
      /^个人简历 - Ioana Ștefănescu - \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const zh = pdfText(zhAnswer.raw);
    for (const expected of [
      '关于我',
      '技能',
      '行业经验',
      '证书',
      '工作经历',
      '感兴趣的项目',
      '资深',
      '第 1 页，共 1 页',
      'Ioana Ștefănescu',
    ])
      expect(zh).toContain(expected);
    const fr = pdfText((await pdfAt(`/documents/cv/${cast.member.id}?locale=fr`, cast.owner)).raw);
    for (const expected of ['À propos de moi', 'Compétences', 'Expérimenté', 'Page 1 sur 1'])
      expect(fr).toContain(expected);
    const ro = pdfText((await pdfAt(`/documents/cv/${cast.member.id}?locale=ro`, cast.owner)).raw);
    for (const expected of [
      'Despre mine',
      'Competențe',
      'Experiență în industrie',
      'Țară',
      'Experimentat',
      'Pagina 1 din 1',
    ])
      expect(ro).toContain(expected);
    // The reader's Accept-Language when the query names none.
    expect(
      pdfText(
        (await pdfAt(`/documents/cv/${cast.member.id}`, cast.owner, { 'accept-language': 'ro-RO,ro;q=0.9' })).raw,
      ),
    ).toContain('Despre mine');

    expect(pdfInfo((await pdfAt(`/documents/cv/${cast.member.id}?paper=a4`, cast.owner)).raw)['Page size']).toMatch(
      /^595\.\d* x 841\.\d* pts \(A4\)/,
    );
    expect(pdfInfo((await pdfAt(`/documents/cv/${cast.member.id}?paper=letter`, cast.owner)).raw)['Page size']).toMatch(
      /^612 x 792 pts \(letter\)/,
    );
  }, 90_000); // five CVs rendered one after another: more than the default on a busy machine

  it('gives the same bytes again from the store, and new ones once the profile changes', async () => {
    const path = `/documents/cv/${cast.member.id}?locale=fr&paper=letter`;
    const first = (await pdfAt(path, cast.owner)).raw;
    expect((await pdfAt(path, cast.stranger)).raw.equals(first)).toBe(true);
    await request(behind.platform.command)
      .post(`/user/specialist/add-about/${cast.member.id}`)
      .set(asUser(cast.member))
      .send({ description: 'Now leading a data team.' })
      .expect(200);
    const changed = (await pdfAt(path, cast.owner)).raw;
    expect(changed.equals(first)).toBe(false);
    expect(pdfText(changed)).toContain('Now leading a data team.');
  });

  it('is the CV as it was at a moment of the report, for admins only', async () => {
    const before = (await behind.platform.store.headPosition()).toString();
    await request(behind.platform.command)
      .put(`/user/update-user/${cast.member.id}`)
      .set(asUser(cast.member))
      .send({ specialist: { industry_title: 'Head of data' } })
      .expect(200);
    const now = pdfText((await pdfAt(`/documents/cv/${cast.member.id}`, cast.admin)).raw);
    expect(now).toContain('Head of data');
    const then = pdfText((await pdfAt(`/documents/cv/${cast.member.id}?at=${before}`, cast.admin)).raw);
    expect(then).toContain('数据工程师 Data engineer');
    expect(then).not.toContain('Head of data');
    expect(then).toMatch(/As it was on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M UTC/);
    const refused = await get(`/documents/cv/${cast.member.id}?at=${before}`, cast.owner);
    expect(refused.status).toBe(403);
    expect(code(refused)).toBe('documents.asOfAdminOnly');
  });

  it('refuses bad options (400), strangers to the platform (401) and unknown profiles (404)', async () => {
    const path = `/documents/cv/${cast.member.id}`;
    const bad = await get(`${path}?paper=a3`, cast.owner);
    expect([bad.status, bad.json.error.message, bad.json.error.fields]).toEqual([
      400,
      documentMessages.badPaper,
      { paper: documentMessages.badPaper },
    ]);
    expect(code(await get(`${path}?locale=de`, cast.owner))).toBe('documents.badLocale');
    expect(code(await get(`${path}?locale=en&locale=fr`, cast.owner))).toBe('documents.badLocale');
    expect((await get(`${path}?at=yesterday`, cast.admin)).status).toBe(400);
    expect((await get(path, null)).status).toBe(401);
    expect((await get(`/documents/cv/${'f'.repeat(36)}`, cast.owner)).status).toBe(404);
    expect((await get(`/documents/cv/${'x'.repeat(5000)}`, cast.owner)).status).toBe(404);
    expect((await get(`${path}?paper=${'a'.repeat(20_000)}`, cast.owner)).status).toBeGreaterThanOrEqual(400);
    expect((await get('/documents/cv/..%2F..%2Fhealth', cast.owner)).status).toBe(400);
  });
});

describe('team packs and project briefs, made by the worker', () => {
  it('answers 202 with progress, then the pack: a cover with the members, then each member’s CV', async () => {
    const path = `/documents/team/${fixture.teams.team.teamId}?locale=en&paper=a4`;
    const first = await get(path, cast.owner);
    if (first.status === 202) {
      expect(first.json).toMatchObject({
        state: expect.stringMatching(/^(waiting|rendering)$/),
        parts: expect.any(Number),
      });
      expect(first.headers['retry-after']).toBe('1');
    } else expect(first.status).toBe(200);
    const pack = await pdfAt(path, cast.owner);
    expect(pack.headers['content-disposition']).toMatch(/filename="team-pack-checkout-squad-/);
    const text = pdfText(pack.raw);
    for (const expected of [
      'TEAM PACK',
      'Checkout squad',
      'Members',
      'Lead engineer',
      'Ioana Ștefănescu',
      'About me',
      'Globex',
      'Page 2 of 2',
    ])
      expect(text).toContain(expected);
    for (const secret of PRIVATE()) expect(text).not.toContain(secret);
    expect(Number(pdfInfo(pack.raw).Pages)).toBe(2);
    // Only readers of the team.
    expect((await get(path, cast.stranger)).status).toBe(404);
    expect((await get(path, null)).status).toBe(401);
  });

  it('gives the brief with its milestones, budget and team, to readers of the project only', async () => {
    const path = `/documents/project/${fixture.projectId}?locale=fr`;
    const text = pdfText((await pdfAt(path, cast.viewer)).raw);
    for (const expected of [
      'PRÉSENTATION DU PROJET',
      'Checkout rebuild',
      'Rebuild the checkout in six weeks.',
      'Livraison de projet digital',
      'Jalons',
      'Discovery',
      'Launch',
      '15 mars 2026',
      'Checkout squad',
      'Ioana Ștefănescu',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/48\s000,00\s\$/);
    expect(text).not.toContain('Acme Retail');
    expect((await get(path, cast.stranger)).status).toBe(404);
  });
});

describe('documents of a share link', () => {
  const createLink = async (body: object) => {
    const answer = await send('POST', '/share-links', cast.owner, body);
    expect(answer.status, answer.raw.toString()).toBe(201);
    return answer.json as { id: string; token: string };
  };
  const grantOf = async (token: string) => {
    const answer = await send('POST', `/public/share-links/${token}/open`, null, {}, { 'user-agent': CHROME });
    expect(answer.status, answer.raw.toString()).toBe(200);
    return { 'x-share-grant': answer.json.data.grant as string };
  };
  const opensOf = async (linkId: string) =>
    (await get(`/share-link-opens?filter=${encodeURIComponent(JSON.stringify({ link_id: linkId }))}`, cast.owner))
      .json as { kind: string; ip_hash: string }[];

  it('gives a frozen, anonymised team’s pack as it was when shared, with first names and initials only, and logs each download with its kind', async () => {
    const link = await createLink({
      target_type: 'team',
      target_id: fixture.teams.team.teamId,
      mode: 'frozen',
      anonymised: true,
    });
    const grant = await grantOf(link.token);
    await request(behind.platform.command)
      .put(`/user/update-user/${cast.member.id}`)
      .set(asUser(cast.member))
      .send({ specialist: { industry_title: 'Changed after sharing' } })
      .expect(200);
    const pack = pdfText((await pdfAt(`/public/share-links/${link.token}/documents/team?locale=en`, null, grant)).raw);
    expect(pack).toContain('Ioana Ș.');
    expect(pack).not.toContain('Ștefănescu');
    expect(pack).toContain('Head of data');
    expect(pack).not.toContain('Changed after sharing');
    expect(pack).toMatch(/As shared on/);
    expect(pack).toContain('Names are shortened at the sharer’s request');
    // No pictures on an anonymised link (a second download: the access log gets two packs).
    expect(
      pdfImageCount((await pdfAt(`/public/share-links/${link.token}/documents/team?locale=en`, null, grant)).raw),
    ).toBe(0);
    for (const secret of PRIVATE()) expect(pack).not.toContain(secret);

    // A member's CV by the pseudonym the page shows; the real id is unknown to the link.
    const content = (await get(`/public/share-links/${link.token}/content`, null, grant)).json;
    const pseudonym = content.data.members[0].id as string;
    expect(pseudonym).not.toBe(cast.member.id);
    const cv = await pdfAt(`/public/share-links/${link.token}/documents/cv/${pseudonym}?locale=zh`, null, grant);
    expect(cv.headers['content-disposition']).toMatch(/filename="cv-ioana-s-/);
    expect(pdfText(cv.raw)).toContain('Ioana Ș.');
    expect((await get(`/public/share-links/${link.token}/documents/cv/${cast.member.id}`, null, grant)).status).toBe(
      404,
    );

    await vi.waitFor(
      async () =>
        expect((await opensOf(link.id)).map((open) => open.kind).sort()).toEqual(['cv', 'page', 'team', 'team']),
      { timeout: 15_000, interval: 200 },
    );
  });

  it('gives a live project’s brief without the budget unless the link shows it', async () => {
    const hidden = await createLink({ target_type: 'project', target_id: fixture.projectId, mode: 'live' });
    const brief = pdfText(
      (await pdfAt(`/public/share-links/${hidden.token}/documents/project`, null, await grantOf(hidden.token))).raw,
    );
    expect(brief).toContain('Checkout rebuild');
    expect(brief).toContain('Changed after sharing');
    expect(brief).toMatch(/Shared on \w+ \d{1,2}, \d{4}, shown as it is now/);
    expect(brief).not.toMatch(/Budget|48,000/);
    const shown = await createLink({
      target_type: 'project',
      target_id: fixture.projectId,
      mode: 'live',
      show_budget: true,
    });
    expect(
      pdfText(
        (await pdfAt(`/public/share-links/${shown.token}/documents/project`, null, await grantOf(shown.token))).raw,
      ),
    ).toMatch(/Budget[\s\S]*A\$48,000\.00/);
  });

  it('logs a download with the visitor’s hashed address, the same as their open, though the query API sits on a unix socket', async () => {
    const link = await createLink({ target_type: 'team', target_id: fixture.teams.team.teamId, mode: 'live' });
    const from = async (address: string, method: string, path: string, headers: Record<string, string> = {}) =>
      behind.send(
        method,
        path,
        { 'user-agent': CHROME, ...headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        method === 'POST' ? Buffer.from('{}') : undefined,
        address,
      );
    const opened = await from('127.0.0.5', 'POST', `/public/share-links/${link.token}/open`);
    expect(opened.status).toBe(200);
    const grant = { 'x-share-grant': opened.json.data.grant as string };
    await vi.waitFor(
      async () =>
        expect(
          (await from('127.0.0.5', 'GET', `/public/share-links/${link.token}/documents/cv/${cast.member.id}`, grant))
            .status,
        ).toBe(200),
      { timeout: 15_000 },
    );
    await vi.waitFor(
      async () =>
        expect(
          (await from('127.0.0.6', 'GET', `/public/share-links/${link.token}/documents/cv/${cast.member.id}`, grant))
            .status,
        ).toBe(200),
      { timeout: 15_000 },
    );
    const log = await vi.waitFor(
      async () => {
        const opens = await opensOf(link.id);
        expect(opens).toHaveLength(3);
        return opens;
      },
      { timeout: 15_000, interval: 200 },
    );
    const page = log.find((open) => open.kind === 'page')!;
    const downloads = log.filter((open) => open.kind === 'cv').map((open) => open.ip_hash);
    expect(downloads).toContain(page.ip_hash);
    expect(new Set(downloads).size).toBe(2);
  });

  it('names the sharer’s company on the page and in the pack once it has one, draws its logo on the pack’s and CV’s pages, and words the reference lists in the pack’s language', async () => {
    const link = await createLink({ target_type: 'team', target_id: fixture.teams.team.teamId, mode: 'live' });
    const grant = await grantOf(link.token);
    const contentPath = `/public/share-links/${link.token}/content`;
    expect((await get(contentPath, null, grant)).json.shared_by).toBeNull();
    const before = pdfText(
      (await pdfAt(`/public/share-links/${link.token}/documents/team?locale=fr`, null, grant)).raw,
    );
    expect(before).not.toContain('Partagé par');

    const named = await send('PUT', `/business-owners/${cast.owner.id}`, cast.owner, { company_name: 'Atelier Nord' });
    expect(named.status, named.raw.toString()).toBe(200);
    const content = (await get(contentPath, null, grant)).json;
    expect(content.shared_by).toEqual({ company_name: 'Atelier Nord', logo: null });
    const member = content.data.members.find((m: { first_name: string }) => m.first_name === 'Ioana');
    const languages = (await get('/user/language/list', cast.owner)).json.data as { id: number; code?: string }[];
    const spoken = languages.find((l) => l.id === member.languages[0].id)!;
    expect(member.languages[0].code).toBe(spoken.code);
    const profile = (await get(`${contentPath.replace('/content', '')}/profiles/${member.id}`, null, grant)).json;
    expect(profile.shared_by).toEqual({ company_name: 'Atelier Nord', logo: null });

    const pack = pdfText((await pdfAt(`/public/share-links/${link.token}/documents/team?locale=fr`, null, grant)).raw);
    expect(pack).toContain('Partagé par Atelier Nord');
    // The member's project type and language in French, as the signed-in pages word them.
    expect(pack).toContain('Conception et réalisation de site web');
    expect(pack).toContain(new Intl.DisplayNames('fr', { type: 'language' }).of(spoken.code!));
    expect(pack).not.toContain('Website Design & Build');

    // The company's logo, once processed, on the page and drawn at the top right of the pack's pages (blank before).
    const packPath = `/public/share-links/${link.token}/documents/team?locale=en`;
    const topRight = { x: 0.6, y: 0, width: 0.4, height: 0.07 };
    const inked = (r: number, g: number, b: number) => r + g + b < 600;
    expect(await pdfPixelShare((await pdfAt(packPath, null, grant)).raw, topRight, inked)).toBe(0);
    await request(behind.platform.command)
      .post(`/business-owners/${cast.owner.id}/logo`)
      .set(asUser(cast.owner))
      .attach(
        'logo',
        await sharp({ create: { width: 600, height: 200, channels: 4, background: '#1b4f8a' } })
          .png()
          .toBuffer(),
        'logo.png',
      )
      .expect(200);
    await vi.waitFor(
      async () => expect((await get(contentPath, null, grant)).json.shared_by.logo).toMatch(/^\/media\/logos\//),
      { timeout: 30_000, interval: 200 },
    );
    const branded = await pdfAt(packPath, null, grant);
    expect(pdfText(branded.raw)).toContain('Shared by Atelier Nord');
    expect(await pdfPixelShare(branded.raw, topRight, inked)).toBeGreaterThan(0.05);
    // A member's CV through the link, made by the query API's render processes, carries it too.
    const cv = await pdfAt(`/public/share-links/${link.token}/documents/cv/${member.id}?locale=en`, null, grant);
    expect(await pdfPixelShare(cv.raw, topRight, inked)).toBeGreaterThan(0.05);
  });

  it('refuses a document the link does not share, without a grant, or of an unknown kind; nothing is logged', async () => {
    const link = await createLink({ target_type: 'team', target_id: fixture.teams.team.teamId, mode: 'live' });
    const grant = await grantOf(link.token);
    const base = `/public/share-links/${link.token}/documents`;
    const notShared = await get(`${base}/project`, null, grant);
    expect([notShared.status, code(notShared)]).toEqual([404, 'documents.notShared']);
    expect((await get(`${base}/team/${cast.member.id}`, null, grant)).status).toBe(404);
    expect(code(await get(`${base}/cv`, null, grant))).toBe('documents.profileRequired');
    expect(code(await get(`${base}/cv/${cast.stranger.id}`, null, grant))).toBe('shareLink.profileNotInTeam');
    const kind = await get(`${base}/resume`, null, grant);
    expect([kind.status, code(kind)]).toEqual([400, 'documents.badKind']);
    const noGrant = await get(`${base}/team`, null);
    expect([noGrant.status, code(noGrant)]).toEqual([403, 'shareLink.grantRequired']);
    expect((await get(`/public/share-links/${'A'.repeat(24)}/documents/team`, null, grant)).status).toBe(404);
    // The one open, and no download: a download is queued before its answer, so once the queue is empty and
    // the log projected to its head, every download these requests made would be in the access log.
    const downloads = createShareLinkDownloadQueue(behind.platform.env.REDIS_URL);
    try {
      await vi.waitFor(async () => {
        const { waiting = 0, active = 0, delayed = 0 } = await downloads.getJobCounts('waiting', 'active', 'delayed');
        expect(waiting + active + delayed).toBe(0);
      });
    } finally {
      await downloads.close();
    }
    await behind.platform.projected(await behind.platform.store.headPosition());
    expect((await opensOf(link.id)).map((open) => open.kind)).toEqual(['page']);
  });
});
