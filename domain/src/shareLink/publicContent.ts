import type { EngagementDoc } from '../engagement/projections/engagementRecord';
import type { SpecialistCard } from '../specialist/projections/specialistCard';
import { toSpecialistCard } from '../specialist/projections/specialistCard';
import type { SpecialistProfile } from '../specialist/projections/specialistProfile';
import type { TeamDoc } from '../team/projections/teamRecord';
import type { PublicCard, PublicProfile, PublicProject, PublicTeam } from './schemas';
import { anonymisedName } from './shareLink';

/*
 * What a share link shows, built from read-model documents by whitelisting fields: a field added to
 * a profile, team or project later stays private until it is named here. The same functions shape
 * live content (documents from Redis) and frozen content (documents folded from the events).
 */

/** How many of a member's skills a card shows. */
export const TOP_SKILLS = 5;
const PROFILE_AVATAR_SIZE = '256';

export function publicCardOf(card: SpecialistCard, roleTitle: string): PublicCard {
  return {
    id: card.id,
    first_name: card.first_name,
    last_name: card.last_name,
    avatar: card.avatar,
    role_title: roleTitle,
    industry_title: card.industry_title,
    experience_level_id: card.experience_level_id,
    experience_level: card.experience_level,
    country: card.country,
    top_skills: card.skills.slice(0, TOP_SKILLS).map(({ id, title }) => ({ id, title })),
    languages: card.languages.map(({ id, title, code }) => ({ id, title, ...(code ? { code } : {}) })),
  };
}

export function publicProfileOf(profile: SpecialistProfile): PublicProfile {
  const card = toSpecialistCard(profile);
  return {
    id: profile.id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    avatar: profile.avatar_renditions?.[PROFILE_AVATAR_SIZE] ?? profile.avatar,
    industry_title: profile.industry_title,
    professional_experience_info: profile.professional_experience_info,
    experience_level_id: profile.experience_level_id,
    experience_level: card.experience_level,
    country: profile.country,
    skills: card.skills,
    languages: card.languages,
    industries: card.industries,
    project_types: card.project_types,
    practitioner_group: profile.practitioner_group
      ? { id: profile.practitioner_group.id, title: profile.practitioner_group.title }
      : null,
    educations: profile.educations.map(({ degree, name, specialisation, started_at, finished_at, description }) => ({
      degree,
      name,
      specialisation,
      started_at,
      finished_at,
      description,
    })),
    work_experiences: profile.work_experiences.map(
      ({ name, position, started_at, finished_at, description, city, country }) => ({
        name,
        position,
        started_at,
        finished_at,
        description,
        city,
        country,
      }),
    ),
  };
}

/** The members' cards in the team's order; a member without a profile is left out. */
export function publicMembersOf(
  team: Pick<TeamDoc, 'members'>,
  cards: ReadonlyMap<string, SpecialistCard | null>,
): PublicCard[] {
  return team.members.flatMap((m) => {
    const card = cards.get(m.specialist_id);
    return card ? [publicCardOf(card, m.role_title)] : [];
  });
}

export function publicTeamOf(team: TeamDoc, cards: ReadonlyMap<string, SpecialistCard | null>): PublicTeam {
  return { name: team.name, purpose: team.purpose, members: publicMembersOf(team, cards) };
}

export function publicProjectOf(
  project: EngagementDoc,
  team: TeamDoc | null,
  cards: ReadonlyMap<string, SpecialistCard | null>,
  showBudget: boolean,
): PublicProject {
  return {
    name: project.name,
    brief: project.brief,
    engagement_type: project.engagement_type,
    project_type: project.project_type ? { id: project.project_type.id, title: project.project_type.title } : null,
    start_date: project.start_date,
    end_date: project.end_date,
    ...(showBudget
      ? { budget: project.budget ? { amount: project.budget.amount, currency: project.budget.currency } : null }
      : {}),
    status: project.status,
    team: team ? { name: team.name, members: publicMembersOf(team, cards) } : null,
    milestones:
      project.engagement_type === 'DPD'
        ? project.milestones.map(({ title, due_date, status }) => ({ title, due_date, status }))
        : [],
  };
}

/**
 * An anonymised link names people by first name and last initial, without a picture, and under a
 * pseudonym of this link's instead of their id (`pseudonymOf`: a keyed hash of link and person,
 * made by the query API), so nothing it shows leads to the person's account or profile elsewhere.
 */
export type Pseudonyms = (personId: string) => string;

export function anonymisePerson<T extends { id: string; first_name: string; last_name: string; avatar: string | null }>(
  person: T,
  pseudonymOf: Pseudonyms,
): T {
  return {
    ...person,
    id: pseudonymOf(person.id),
    ...anonymisedName(person.first_name, person.last_name),
    avatar: null,
  };
}

export function anonymiseContent<T extends PublicTeam | PublicProject | PublicProfile>(
  content: T,
  pseudonymOf: Pseudonyms,
): T {
  const person = <P extends PublicCard | PublicProfile>(p: P) => anonymisePerson(p, pseudonymOf);
  if ('members' in content) return { ...content, members: content.members.map(person) };
  if ('milestones' in content)
    return { ...content, team: content.team && { ...content.team, members: content.team.members.map(person) } };
  return person(content) as T;
}
