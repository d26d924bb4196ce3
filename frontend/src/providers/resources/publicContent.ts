import type {
  SharedContent,
  SharedMemberCard,
  SharedMilestone,
  SharedProjectContent,
  SharedTeamContent,
  ShareTargetType,
} from '../../sharing/sharingTypes';

/**
 * The public answers of docs/api.md ('Share links') in the one shape the public pages read. The
 * API names a few things the way the rest of the platform does (a card's `specialist_id` or
 * `role_title`, a skill `{ id, title }`), so each field is read under its documented name first and
 * its platform name second; whatever is missing reads as empty, never as a crash.
 */
type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (...values: unknown[]): string | null => {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value;
  return null;
};
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() && Number.isFinite(Number(value))
      ? Number(value)
      : null;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** An id as text: the first value that is a string or a number (the API's ids are either), else the position. */
const idOf = (position: number, ...values: unknown[]): string => {
  for (const value of values) if (typeof value === 'string' || typeof value === 'number') return String(value);
  return String(position);
};

/** A skill or language as words: a string, or an object naming it under one of the platform's keys. */
function wordOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (!isData(value)) return null;
  return text(
    value.title,
    value.name,
    value.skill_title,
    value.language_title,
    value.label,
    isData(value.dv_skills) ? value.dv_skills.skill_title : undefined,
    isData(value.dv_language) ? value.dv_language.language_title : undefined,
  );
}
const wordsOf = (value: unknown) =>
  listOf(value)
    .map(wordOf)
    .filter((word): word is string => !!word);
/** Languages as words, each with its ISO code when the answer gives one. */
const languagesOf = (value: unknown) =>
  listOf(value).flatMap((item) => {
    const title = wordOf(item);
    if (!title) return [];
    const code = isData(item) ? text(item.code, isData(item.dv_language) ? item.dv_language.code : undefined) : null;
    return [{ title, code }];
  });
/** A reference-list entry as `{ id, title }` (its id words it in the reader's language); a bare word has no id. */
function catalogRefOf(value: unknown): { id: number; title: string } | null {
  const title = wordOf(value);
  if (!title) return null;
  return { id: isData(value) ? (numberOf(value.id) ?? 0) : 0, title };
}

export function memberCardOf(value: unknown, index = 0): SharedMemberCard {
  const card = isData(value) ? value : {};
  const person = isData(card.specialist) ? card.specialist : card;
  const name =
    text(
      card.name,
      card.full_name,
      [person.first_name, person.last_name].filter((part) => typeof part === 'string' && part.trim()).join(' '),
    ) ?? '--';
  const level = card.experience_level_id ?? person.experience_level_id ?? card.level ?? card.experience_level ?? null;
  return {
    id: idOf(index, card.profile_id, card.specialist_id, card.id, person.id),
    name,
    avatar: text(card.avatar, person.avatar),
    role: text(card.role, card.role_title),
    industry_title: text(card.industry_title, person.industry_title),
    level:
      typeof level === 'number' || typeof level === 'string'
        ? level
        : isData(level)
          ? text(level.title, level.name)
          : null,
    top_skills: wordsOf(card.top_skills ?? card.skills ?? person.top_skills),
    languages: languagesOf(card.languages ?? person.languages),
  };
}

const membersOf = (value: unknown) => listOf(value).map(memberCardOf);

function milestoneOf(value: unknown, index: number): SharedMilestone {
  const milestone = isData(value) ? value : {};
  return {
    id: idOf(index, milestone.id),
    title: text(milestone.title, milestone.name) ?? '--',
    due_date: text(milestone.due_date, milestone.due_at, milestone.date),
    status: text(milestone.status),
    description: text(milestone.description),
  };
}

/** `{ amount, currency }` when both are there, else null. */
function moneyOf(value: unknown): { amount: number; currency: string } | null {
  if (!isData(value)) return null;
  const amount = numberOf(value.amount);
  const currency = text(value.currency);
  return amount !== null && currency ? { amount, currency } : null;
}

function versionOf(envelope: Data) {
  const sharer = isData(envelope.shared_by) ? envelope.shared_by : null;
  const company = sharer ? text(sharer.company_name) : null;
  return {
    mode: envelope.mode === 'frozen' ? ('frozen' as const) : ('live' as const),
    frozen_at: text(envelope.frozen_at),
    anonymised: envelope.anonymised === true,
    shared_by: company ? { company_name: company, logo: text(sharer!.logo) } : null,
  };
}

function teamOf(body: Data, envelope: Data): SharedTeamContent {
  return {
    kind: 'team',
    ...versionOf(envelope),
    name: text(body.name) ?? '--',
    purpose: text(body.purpose),
    members: membersOf(body.members),
    ...('cost_per_week' in body ? { cost_per_week: moneyOf(body.cost_per_week) } : {}),
  };
}

function projectOf(body: Data, envelope: Data): SharedProjectContent {
  const team = isData(body.team) ? body.team : null;
  const budget = isData(body.budget) ? body.budget : null;
  return {
    kind: 'project',
    ...versionOf(envelope),
    name: text(body.name, body.title) ?? '--',
    brief: text(body.brief, body.description),
    engagement_type: text(body.engagement_type),
    project_type: catalogRefOf(body.project_type),
    status: text(body.status),
    start_date: text(body.start_date),
    end_date: text(body.end_date),
    budget: budget ? { amount: numberOf(budget.amount), currency: text(budget.currency) } : null,
    team_name: team ? text(team.name) : null,
    members: membersOf(team?.members ?? body.members),
    milestones: listOf(body.milestones).map(milestoneOf),
  };
}

/**
 * A content answer (`{ target_type, mode, frozen_at, anonymised, data }`) of a link whose target is
 * `type`; a member's profile answer has the same envelope.
 */
export function sharedContentOf(type: ShareTargetType, json: unknown): SharedContent {
  const envelope = isData(json) ? json : {};
  const body = isData(envelope.data) ? envelope.data : envelope;
  if (type === 'team') return teamOf(body, envelope);
  if (type === 'project') return projectOf(body, envelope);
  return { kind: 'profile', ...versionOf(envelope), profile: body };
}
