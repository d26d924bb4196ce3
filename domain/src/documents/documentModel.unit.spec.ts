import { describe, expect, it } from 'vitest';
import type { PublicCard, PublicProfile, PublicProject } from '../shareLink/schemas';
import { CV_SECTION_ORDER, documentModel, documentNames, type DocumentBlock } from './documentModel';
import { attachmentHeader, documentCacheInput, documentFileName, type DocumentRequest } from './documents';

const profile = (over: Partial<PublicProfile> = {}): PublicProfile => ({
  id: 'p1',
  first_name: 'Ioana',
  last_name: 'Ștefănescu',
  avatar: '/media/avatars/abc-256.webp',
  industry_title: 'Data engineer',
  professional_experience_info: 'I build data platforms.',
  experience_level_id: 2,
  experience_level: 'Mid-weight',
  country: 'Romania',
  skills: [{ id: 1, title: 'TypeScript' }],
  languages: [{ id: 1, title: 'Romanian' }],
  industries: [{ id: 1, title: 'Fintech' }],
  project_types: [{ id: 1, title: 'Data platform' }],
  practitioner_group: null,
  educations: [
    {
      degree: 'MSc',
      name: 'Distributed systems',
      specialisation: 'UPB',
      started_at: 2012,
      finished_at: 2014,
      description: null,
    },
  ],
  work_experiences: [
    {
      name: 'Old Co',
      position: 'Engineer',
      started_at: 2014,
      finished_at: 2018,
      description: null,
      city: 'Cluj',
      country: 'Romania',
    },
    {
      name: 'New Co',
      position: 'Lead',
      started_at: 2018,
      finished_at: 2024,
      description: 'Payments',
      city: 'Bucharest',
      country: 'Romania',
    },
  ],
  ...over,
});
const card = (p: PublicProfile, role: string): PublicCard => ({
  id: p.id,
  first_name: p.first_name,
  last_name: p.last_name,
  avatar: p.avatar,
  role_title: role,
  industry_title: p.industry_title,
  experience_level_id: p.experience_level_id,
  experience_level: p.experience_level,
  country: p.country,
  top_skills: p.skills,
  languages: p.languages,
});
const cv = (over: Partial<DocumentRequest> = {}): DocumentRequest => ({
  content: { kind: 'cv', data: profile(), profiles: {} },
  moment: { kind: 'now' },
  anonymised: false,
  options: { paper: 'a4', locale: 'en' },
  ...over,
});
const at = new Date('2026-11-27T10:00:00Z');
const texts = (blocks: DocumentBlock[]) =>
  blocks.map((b) =>
    b.kind === 'entry' || b.kind === 'cover'
      ? b.title
      : b.kind === 'heading' || b.kind === 'paragraph'
        ? b.text
        : b.kind === 'person'
          ? b.name
          : b.kind,
  );

describe('documentModel', () => {
  it('lays a CV out in the profile’s section order, newest work first, with only public fields', () => {
    expect(CV_SECTION_ORDER).toEqual([
      'about_me',
      'skills',
      'industry_experience',
      'certifications',
      'projects',
      'project_interests',
    ]);
    const model = documentModel(cv(), at);
    expect(model.parts).toHaveLength(1);
    const [header, ...body] = model.parts[0];
    expect(header).toEqual({
      kind: 'person',
      name: 'Ioana Ștefănescu',
      title: 'Data engineer',
      initials: 'IȘ',
      avatar: '/media/avatars/abc-256.webp',
      facts: [
        { label: 'Level', value: 'Mid-weight' },
        { label: 'Country', value: 'Romania' },
        { label: 'Languages', value: 'Romanian' },
      ],
    });
    expect(texts(body)).toEqual([
      'About me',
      'I build data platforms.',
      'Skills',
      'tags',
      'Industry experience',
      'tags',
      'Certifications',
      'MSc',
      'Work experience',
      'Lead · New Co',
      'Engineer · Old Co',
      'Project interests',
      'tags',
    ]);
    expect(model.footer.left).toBe('Ioana Ștefănescu · Generated on November 27, 2026');
    expect(model.footer.page(2, 3)).toBe('Page 2 of 3');
  });

  it('leaves out empty sections and words everything in the reader’s language', () => {
    const model = documentModel(
      cv({
        content: {
          kind: 'cv',
          data: profile({ professional_experience_info: '  ', industries: [], experience_level_id: 3 }),
          profiles: {},
        },
        options: { paper: 'letter', locale: 'zh' },
      }),
      at,
    );
    const blocks = model.parts[0];
    expect(texts(blocks)).not.toContain('关于我');
    expect(texts(blocks)).toContain('技能');
    expect(blocks[0]).toMatchObject({ facts: expect.arrayContaining([{ label: '级别', value: '资深' }]) });
    expect(model.footer.left).toBe('Ioana Ștefănescu · 生成于 2026年11月27日');
    expect(model.footer.page(1, 2)).toBe('第 1 页，共 2 页');
  });

  it('words the reference lists’ seeded entries in the reader’s language, as the signed-in pages do; an added one by its title', () => {
    const seeded = profile({
      industries: [
        { id: 19, title: 'Fintech' },
        { id: 999, title: 'Space mining' },
      ],
      project_types: [{ id: 1, title: 'Website Design & Build' }],
      practitioner_group: { id: 1, title: 'Data & Analytics' },
    });
    const tagsOf = (locale: 'zh' | 'fr') =>
      documentModel(
        cv({ content: { kind: 'cv', data: seeded, profiles: {} }, options: { paper: 'a4', locale } }),
        at,
      ).parts[0].flatMap((b) => (b.kind === 'tags' ? b.items : []));
    expect(tagsOf('zh')).toEqual(expect.arrayContaining(['数据与分析', '金融科技', 'Space mining', '网站设计与建设']));
    expect(tagsOf('fr')).toEqual(
      expect.arrayContaining([
        'Données et analytique',
        'Technologies financières',
        'Conception et réalisation de site web',
      ]),
    );
    expect(tagsOf('zh')).not.toContain('Fintech');
  });

  it('words languages by their ISO code and an erased person’s name in the document’s language', () => {
    const spoken = profile({
      languages: [
        { id: 1, title: 'French', code: 'fr' },
        { id: 999, title: 'Klingon' },
      ],
    });
    const headerOf = (data: PublicProfile, locale: 'zh' | 'fr') =>
      documentModel(cv({ content: { kind: 'cv', data, profiles: {} }, options: { paper: 'a4', locale } }), at)
        .parts[0][0] as Extract<DocumentBlock, { kind: 'person' }>;
    expect(headerOf(spoken, 'fr').facts).toContainEqual({ label: 'Langues', value: 'français, Klingon' });
    expect(headerOf(spoken, 'zh').facts.find((f) => f.value.includes('法语'))?.value).toBe('法语, Klingon');
    const erased = profile({ first_name: 'Erased', last_name: 'user' });
    expect(headerOf(erased, 'zh').name).toBe('已删除的用户');
    expect(headerOf(erased, 'fr').name).toBe('Utilisateur effacé');
    const team = documentModel(
      cv({
        content: {
          kind: 'team',
          data: { name: 'Squad', purpose: '', members: [card(erased, 'Analyst')] },
          profiles: {},
        },
        options: { paper: 'a4', locale: 'zh' },
      }),
      at,
    );
    const table = team.parts[0].find((b) => b.kind === 'table') as Extract<DocumentBlock, { kind: 'table' }>;
    expect(table.rows[0][0]).toMatch(/^已删除的用户/);
  });

  it('names the sharer’s company under a shared document’s title, in its language, and carries its logo', () => {
    const shared = documentModel(
      cv({ sharedBy: { company_name: 'Acme Studio', logo: null }, options: { paper: 'a4', locale: 'fr' } }),
      at,
    );
    expect(texts(shared.parts[0])).toContain('Partagé par Acme Studio');
    expect(shared.logo).toBeNull();
    expect(texts(documentModel(cv(), at).parts[0]).join(' ')).not.toContain('Shared by');
    const logo = '/media/logos/abc-512.webp';
    const branded = cv({ sharedBy: { company_name: 'Acme Studio', logo }, options: { paper: 'a4', locale: 'en' } });
    expect(documentModel(branded, at).logo).toBe(logo);
    expect(documentModel(cv(), at).logo).toBeNull();
  });

  it('gives a team’s cost per week only when the link shows rates, and says when it is not known', () => {
    const packOf = (cost_per_week?: { amount: number; currency: string } | null) =>
      documentModel(
        cv({
          content: { kind: 'team', data: { name: 'Squad', purpose: '', members: [], cost_per_week }, profiles: {} },
          options: { paper: 'a4', locale: 'en' },
        }),
        at,
      ).parts[0].flatMap((b) => (b.kind === 'facts' ? b.items : []));
    expect(packOf({ amount: 3325.25, currency: 'EUR' })).toEqual([{ label: 'Cost per week', value: '€3,325.25' }]);
    expect(packOf(null)[0].value).toMatch(/^Not known/);
    expect(packOf(undefined)).toEqual([]);
  });

  it('says when a document shows a frozen link or the report’s past, and that names are shortened', () => {
    const shared = documentModel(
      cv({
        moment: { kind: 'shared', at: '2026-11-20T09:00:00Z' },
        anonymised: true,
        options: { paper: 'a4', locale: 'fr' },
      }),
      at,
    );
    expect(shared.parts[0][1]).toEqual({
      kind: 'paragraph',
      text: 'Tel que partagé le 20 novembre 2026 · Noms abrégés à la demande de la personne qui partage',
    });
    const live = documentModel(
      cv({ moment: { kind: 'shared-live', at: '2026-11-20T09:00:00Z' }, options: { paper: 'a4', locale: 'zh' } }),
      at,
    );
    expect(live.parts[0][1]).toEqual({ kind: 'paragraph', text: '分享于 2026年11月20日，显示当前内容' });
    const past = documentModel(cv({ moment: { kind: 'as-of', at: '2026-11-20T09:05:00Z' } }), at);
    expect(past.parts[0][1]).toEqual({ kind: 'paragraph', text: 'As it was on November 20, 2026 at 9:05 AM UTC' });
  });

  it('makes a team pack of a cover with the members’ table, then one CV per member with a profile', () => {
    const a = profile();
    const b = profile({ id: 'p2', first_name: 'Wei', last_name: '王', skills: [{ id: 2, title: 'Go' }] });
    const request: DocumentRequest = {
      content: {
        kind: 'team',
        data: {
          name: 'Checkout squad',
          purpose: 'Rebuild the checkout',
          members: [card(a, 'Lead'), card(b, 'Backend'), { ...card(a, 'Gone'), id: 'p3' }],
        },
        profiles: { p1: a, p2: b },
      },
      moment: { kind: 'now' },
      anonymised: false,
      options: { paper: 'a4', locale: 'en' },
    };
    const model = documentModel(request, at);
    expect(model.parts).toHaveLength(3);
    expect(model.parts[0][0]).toEqual({ kind: 'cover', eyebrow: 'Team pack', title: 'Checkout squad', lines: [] });
    const table = model.parts[0].find((block) => block.kind === 'table');
    expect(table).toMatchObject({
      rows: [
        ['Ioana Ștefănescu\nData engineer', 'Lead\nMid-weight', 'TypeScript'],
        ['Wei 王\nData engineer', 'Backend\nMid-weight', 'Go'],
        expect.any(Array),
      ],
    });
    expect(model.parts.slice(1).map((part) => (part[0] as { name: string }).name)).toEqual([
      'Ioana Ștefănescu',
      'Wei 王',
    ]);
    expect(model.fileName).toBe('team-pack-checkout-squad-2026-11-27.pdf');
  });

  it('gives a project brief its facts, the budget only when the content carries it, its milestones and its team’s pack', () => {
    const project: PublicProject = {
      name: 'Checkout rebuild',
      brief: 'Six weeks.',
      engagement_type: 'DPD',
      project_type: { id: 1, title: 'Web app' },
      start_date: '2026-03-01',
      end_date: null,
      status: 'in_progress',
      team: { name: 'Squad', members: [card(profile(), 'Lead')] },
      milestones: [{ title: 'Discovery', due_date: '2026-03-15', status: 'done' }],
    };
    const facts = (p: PublicProject, locale: 'en' | 'ro' = 'en') =>
      documentModel(
        {
          content: { kind: 'project', data: p, profiles: { p1: profile() } },
          moment: { kind: 'now' },
          anonymised: false,
          options: { paper: 'a4', locale },
        },
        at,
      );
    const hidden = facts(project);
    expect(hidden.parts).toHaveLength(2);
    expect(hidden.parts[0].find((b) => b.kind === 'facts')).toEqual({
      kind: 'facts',
      items: [
        { label: 'Type', value: 'Digital project delivery' },
        { label: 'Project type', value: 'Web app' },
        { label: 'Dates', value: 'March 1, 2026 – …' },
        { label: 'Status', value: 'In progress' },
      ],
    });
    expect(hidden.parts[0].find((b) => b.kind === 'table')).toMatchObject({
      rows: [['Discovery', 'March 15, 2026', 'Done']],
    });
    const shown = facts({ ...project, budget: { amount: 48000, currency: 'EUR' } }, 'ro');
    const budget = (
      shown.parts[0].find((b) => b.kind === 'facts') as Extract<DocumentBlock, { kind: 'facts' }>
    ).items.find((item) => item.label === 'Buget');
    expect(budget?.value).toMatch(/^48\.000,00\sEUR$/);
    expect(facts({ ...project, team: null }).parts).toHaveLength(1);
  });
});

describe('document names and keys', () => {
  it('names the attachment in ASCII from the subject and the day, and in UTF-8 beside it', () => {
    expect(documentFileName('cv', 'Ioana Ștefănescu', at)).toBe('cv-ioana-stefanescu-2026-11-27.pdf');
    expect(documentFileName('cv', '王小明', at)).toBe('cv-2026-11-27.pdf');
    expect(documentFileName('project', 'Checkout: v2 / "fast"', at)).toBe(
      'project-brief-checkout-v2-fast-2026-11-27.pdf',
    );
    const names = documentNames(
      {
        content: { kind: 'cv', data: profile({ first_name: '小明', last_name: '王' }), profiles: {} },
        options: { paper: 'a4', locale: 'zh' },
      },
      at,
    );
    expect(names.displayName).toBe('个人简历 - 小明 王 - 2026-11-27.pdf');
    expect(attachmentHeader(names.fileName, names.displayName)).toBe(
      `attachment; filename="cv-2026-11-27.pdf"; filename*=UTF-8''${encodeURIComponent('个人简历 - 小明 王 - 2026-11-27.pdf')}`,
    );
  });

  it('keys a document by everything it shows and how: content, moment, anonymising, paper and language', () => {
    const base = documentCacheInput(cv());
    expect(documentCacheInput(cv())).toBe(base);
    for (const changed of [
      cv({ options: { paper: 'letter', locale: 'en' } }),
      cv({ options: { paper: 'a4', locale: 'fr' } }),
      cv({ anonymised: true }),
      cv({ moment: { kind: 'shared', at: '2026-01-01T00:00:00Z' } }),
      cv({ content: { kind: 'cv', data: profile({ industry_title: 'Lead' }), profiles: {} } }),
    ])
      expect(documentCacheInput(changed)).not.toBe(base);
  });
});
