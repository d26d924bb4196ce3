import type { SeatOffer, TeamRecord, TeamSuggestion } from '../../providers/hiringDomain';
import { TEAM_ROLE_MAX_LENGTH } from '../../providers/hiringDomain';

/** Today as the API's calendar day (YYYY-MM-DD), in the reader's own time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The offers a suggestion makes: to each person, a seat on the team named by the required skills they cover
 * (within the role's length; `fallbackRole` when they cover none by name) for the days the suggestion gives them.
 */
export function offersOf(
  team: Pick<TeamRecord, 'id'>,
  suggestion: Pick<TeamSuggestion, 'members' | 'required_skills'>,
  { startsOn, message, fallbackRole }: { startsOn: string; message: string; fallbackRole: string },
): SeatOffer[] {
  const titles = new Map(suggestion.required_skills.map((s) => [s.id, s.title]));
  return suggestion.members.map((member) => {
    const role = member.covers
      .map((id) => titles.get(id))
      .filter(Boolean)
      .join(', ');
    return {
      team_id: team.id,
      specialist_id: member.specialist_id,
      role_title: (role || fallbackRole).slice(0, TEAM_ROLE_MAX_LENGTH),
      allocation_days: member.days_per_week,
      starts_on: startsOn,
      message: message.trim(),
    };
  });
}
