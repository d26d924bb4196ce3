import type { PublicCard, PublicProfile, PublicProject, PublicTeam } from '../shareLink/schemas';
import { PROFILE_SECTIONS } from '../specialist/completeness';
import { documentFileName, type DocumentKind, type DocumentRequest } from './documents';
import { DOCUMENT_WORDS, documentFormats, type DocumentWords } from './documentWords';

/** What a renderer draws, top to bottom; it knows nothing of profiles or teams. */
export type DocumentBlock =
  | { kind: 'cover'; eyebrow: string; title: string; lines: string[] }
  | {
      kind: 'person';
      name: string;
      title: string | null;
      initials: string;
      avatar: string | null;
      facts: { label: string; value: string }[];
    }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'tags'; label: string | null; items: string[] }
  | { kind: 'entry'; title: string; subtitle: string | null; period: string | null; text: string | null }
  | { kind: 'facts'; items: { label: string; value: string }[] }
  | { kind: 'table'; columns: { label: string; share: number }[]; rows: string[][] };

export interface DocumentModel {
  kind: DocumentKind;
  title: string;
  /** Whom or what it is about: the attachment's name and the PDF's subject. */
  subject: string;
  fileName: string;
  displayName: string;
  locale: DocumentRequest['options']['locale'];
  /** Each part starts on a new page: a CV is one, a team pack a cover then one per member. */
  parts: DocumentBlock[][];
  /** The sharer's company logo (its URL under /media), at the top of every page of a shared document; null otherwise. */
  logo: string | null;
  footer: { left: string; page: (n: number, m: number) => string };
}

/**
 * The CV's body sections in the profile's own order (PROFILE_SECTIONS, which the profile page and
 * the completeness checklist follow too); the header carries the avatar, title, level, country and
 * languages. Contact, billing, preferences and video answers are never in a CV.
 */
const CV_SECTIONS = [
  'about_me',
  'skills',
  'industry_experience',
  'certifications',
  'projects',
  'project_interests',
] as const;
type CvSection = (typeof CV_SECTIONS)[number];
export const CV_SECTION_ORDER: readonly CvSection[] = PROFILE_SECTIONS.map((s) => s.key).filter(
  (key): key is CvSection => (CV_SECTIONS as readonly string[]).includes(key),
);

const initialsOf = (p: { first_name: string; last_name: string }) =>
  [...p.first_name.trim()]
    .slice(0, 1)
    .concat([...p.last_name.trim()].slice(0, 1))
    .join('')
    .toUpperCase();
const levelOf = (w: DocumentWords, id: 1 | 2 | 3 | null) => (id === null ? null : w.levels[id]);
const period = (from: number, to: number) => (to === from ? `${from}` : `${from} – ${to}`);

type Formats = ReturnType<typeof documentFormats>;

function cvBlocks(profile: PublicProfile, w: DocumentWords, format: Formats): DocumentBlock[] {
  const facts = [
    { label: w.level, value: levelOf(w, profile.experience_level_id) },
    { label: w.country, value: profile.country },
    { label: w.languages, value: profile.languages.map(format.language).join(', ') || null },
  ].filter((f): f is { label: string; value: string } => !!f.value);
  const blocks: DocumentBlock[] = [
    {
      kind: 'person',
      name: format.person(profile),
      title: profile.industry_title || null,
      initials: initialsOf(profile),
      avatar: profile.avatar,
      facts,
    },
  ];
  const section: Record<CvSection, () => DocumentBlock[]> = {
    about_me: () =>
      profile.professional_experience_info?.trim()
        ? [{ kind: 'paragraph', text: profile.professional_experience_info.trim() }]
        : [],
    skills: () => [
      ...(profile.practitioner_group
        ? [
            {
              kind: 'tags' as const,
              label: w.practitionerGroup,
              items: [w.catalog('practitioner_groups', profile.practitioner_group)],
            },
          ]
        : []),
      ...(profile.skills.length > 0
        ? [
            {
              kind: 'tags' as const,
              label: profile.practitioner_group ? w.sections.skills : null,
              items: profile.skills.map((s) => s.title),
            },
          ]
        : []),
    ],
    industry_experience: () =>
      profile.industries.length > 0
        ? [{ kind: 'tags', label: null, items: profile.industries.map((i) => w.catalog('industries', i)) }]
        : [],
    certifications: () =>
      [...profile.educations]
        .sort((a, b) => b.finished_at - a.finished_at || b.started_at - a.started_at)
        .map((c) => ({
          kind: 'entry',
          title: c.degree,
          subtitle: [c.name, c.specialisation].filter(Boolean).join(' · ') || null,
          period: period(c.started_at, c.finished_at),
          text: c.description?.trim() || null,
        })),
    projects: () =>
      [...profile.work_experiences]
        .sort((a, b) => b.finished_at - a.finished_at || b.started_at - a.started_at)
        .map((p) => ({
          kind: 'entry',
          title: p.position ? `${p.position} · ${p.name}` : p.name,
          subtitle: [p.city, p.country].filter(Boolean).join(', ') || null,
          period: period(p.started_at, p.finished_at),
          text: p.description?.trim() || null,
        })),
    project_interests: () =>
      profile.project_types.length > 0
        ? [{ kind: 'tags', label: null, items: profile.project_types.map((t) => w.catalog('project_types', t)) }]
        : [],
  };
  for (const key of CV_SECTION_ORDER) {
    const body = section[key]();
    if (body.length > 0) blocks.push({ kind: 'heading', text: w.sections[key] }, ...body);
  }
  return blocks;
}

function membersTable(members: readonly PublicCard[], w: DocumentWords, format: Formats): DocumentBlock {
  return {
    kind: 'table',
    columns: [
      { label: w.member, share: 0.3 },
      { label: w.role, share: 0.25 },
      { label: w.topSkills, share: 0.45 },
    ],
    rows: members.map((m) => [
      [format.person(m), m.industry_title].filter(Boolean).join('\n'),
      [m.role_title, levelOf(w, m.experience_level_id)].filter(Boolean).join('\n'),
      m.top_skills.map((s) => s.title).join(', '),
    ]),
  };
}

/** A CV per member, in the team's order; a member whose profile is gone is only in the table. */
const memberCvs = (
  members: readonly PublicCard[],
  profiles: Record<string, PublicProfile>,
  w: DocumentWords,
  format: Formats,
) => members.flatMap((m) => (profiles[m.id] ? [cvBlocks(profiles[m.id], w, format)] : []));

function teamCover(team: PublicTeam, w: DocumentWords, format: Formats, lines: string[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [{ kind: 'cover', eyebrow: w.titles.team, title: team.name, lines }];
  // Only a share link that shows rates gives the cost (null: not known).
  if (team.cost_per_week !== undefined) {
    const cost = team.cost_per_week;
    blocks.push({
      kind: 'facts',
      items: [{ label: w.costPerWeek, value: cost ? format.money(cost.amount, cost.currency) : w.costUnknown }],
    });
  }
  if (team.purpose.trim())
    blocks.push({ kind: 'heading', text: w.purpose }, { kind: 'paragraph', text: team.purpose.trim() });
  blocks.push(
    { kind: 'heading', text: w.members },
    team.members.length > 0 ? membersTable(team.members, w, format) : { kind: 'paragraph', text: w.noMembers },
  );
  return blocks;
}

function projectParts(
  project: PublicProject,
  profiles: Record<string, PublicProfile>,
  w: DocumentWords,
  lines: string[],
  format: Formats,
): DocumentBlock[][] {
  const dates = [project.start_date, project.end_date].map((d) => (d ? format.day(d) : null));
  const facts = [
    { label: w.engagementType, value: w.engagementTypes[project.engagement_type] },
    { label: w.projectType, value: project.project_type ? w.catalog('project_types', project.project_type) : null },
    { label: w.dates, value: dates.some(Boolean) ? dates.map((d) => d ?? '…').join(' – ') : null },
    { label: w.status, value: w.statuses[project.status as keyof DocumentWords['statuses']] ?? project.status },
    { label: w.budget, value: project.budget ? format.money(project.budget.amount, project.budget.currency) : null },
  ].filter((f): f is { label: string; value: string } => !!f.value);
  const cover: DocumentBlock[] = [
    { kind: 'cover', eyebrow: w.titles.project, title: project.name, lines },
    { kind: 'facts', items: facts },
  ];
  if (project.brief.trim())
    cover.push({ kind: 'heading', text: w.brief }, { kind: 'paragraph', text: project.brief.trim() });
  if (project.milestones.length > 0) {
    cover.push(
      { kind: 'heading', text: w.milestones },
      {
        kind: 'table',
        columns: [
          { label: w.milestones, share: 0.55 },
          { label: w.due, share: 0.25 },
          { label: w.status, share: 0.2 },
        ],
        rows: project.milestones.map((m) => [
          m.title,
          format.day(m.due_date),
          w.milestoneStatuses[m.status as keyof DocumentWords['milestoneStatuses']] ?? m.status,
        ]),
      },
    );
  }
  cover.push({ kind: 'heading', text: w.team });
  if (!project.team) return [[...cover, { kind: 'paragraph', text: w.noTeam }]];
  cover.push(
    { kind: 'paragraph', text: project.team.name },
    project.team.members.length > 0
      ? membersTable(project.team.members, w, format)
      : { kind: 'paragraph', text: w.noMembers },
  );
  return [cover, ...memberCvs(project.team.members, profiles, w, format)];
}

/** A document's title, subject and attachment names (the day: when it is handed out). */
export function documentNames(request: Pick<DocumentRequest, 'content' | 'options'>, day: Date) {
  const { content } = request;
  const subject =
    content.kind === 'cv' ? documentFormats(request.options.locale).person(content.data) : content.data.name;
  const title = DOCUMENT_WORDS[request.options.locale].titles[content.kind];
  return {
    subject,
    title,
    fileName: documentFileName(content.kind, subject, day),
    displayName: `${title} - ${subject} - ${day.toISOString().slice(0, 10)}.pdf`,
  };
}

/** The document a request asks for, worded in its locale: pure, so the same request always gives the same model. */
export function documentModel(request: DocumentRequest, generatedAt: Date): DocumentModel {
  const { content, moment, anonymised, options, sharedBy } = request;
  const w = DOCUMENT_WORDS[options.locale];
  const format = documentFormats(options.locale);
  const lines = [
    ...(moment.kind === 'shared'
      ? [w.sharedOn(format.day(moment.at))]
      : moment.kind === 'shared-live'
        ? [w.sharedLiveOn(format.day(moment.at))]
        : moment.kind === 'as-of'
          ? [w.asOf(format.moment(moment.at))]
          : []),
    ...(sharedBy ? [w.sharedBy(sharedBy.company_name)] : []),
    ...(anonymised ? [w.anonymised] : []),
  ];
  const { subject, title, fileName, displayName } = documentNames(request, generatedAt);
  let parts: DocumentBlock[][];
  if (content.kind === 'cv') {
    const blocks = cvBlocks(content.data, w, format);
    parts = [
      lines.length > 0 ? [blocks[0], { kind: 'paragraph', text: lines.join(' · ') }, ...blocks.slice(1)] : blocks,
    ];
  } else if (content.kind === 'team') {
    parts = [
      teamCover(content.data, w, format, lines),
      ...memberCvs(content.data.members, content.profiles, w, format),
    ];
  } else {
    parts = projectParts(content.data, content.profiles, w, lines, format);
  }
  return {
    kind: content.kind,
    title,
    subject,
    locale: options.locale,
    parts,
    logo: sharedBy?.logo ?? null,
    fileName,
    displayName,
    footer: { left: `${subject} · ${w.generatedOn(format.day(generatedAt))}`, page: w.page },
  };
}
