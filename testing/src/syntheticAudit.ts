import type { AuditRow } from '@dth/domain';
import type { AuditRowToWrite } from '@dth/infrastructure';

const DAY = 86_400_000;
export const SYNTHETIC_AUDIT_START = Date.parse('2026-08-01T00:00:00.000Z');
const FIRST = ['Priya', 'Omar', 'Yuki', 'Ana', 'Lucas', 'Mei', 'Ioana', 'Chloé', 'Ravi', 'Sofia'];
const LAST = ['Sharma', 'Haddad', 'Tanaka', 'Pop', 'Martin', 'Wang', 'Ionescu', 'Dubois', 'Kumar', 'Rossi'];
const TITLES = ['Product Designer', 'Data Engineer', 'Solution Architect', 'Growth Marketer', 'Backend Developer'];
export const SYNTHETIC_AUDIT_TYPES = [
  'IndustryTitleSet',
  'AboutMeSet',
  'SkillsSet',
  'TeamRenamed',
  'TeamMemberAdded',
  'ProjectStatusChanged',
];

/**
 * The audit row at `position` of `rows` synthetic ones of realistic shape, spread over 90 days: 2,000
 * people, 500 teams of 50 owners, six event types, one in seven seeded. For the audit stores' tests
 * and benchmarks, where rows are written straight into a store.
 */
export function syntheticAuditRow(position: number, rows: number): AuditRowToWrite {
  const person = position % 2000;
  const name = `${FIRST[person % 10]} ${LAST[Math.floor(person / 10) % 10]}`;
  const type = SYNTHETIC_AUDIT_TYPES[position % SYNTHETIC_AUDIT_TYPES.length];
  const team = type.startsWith('Team');
  const row: AuditRow = {
    id: String(position),
    position: String(position),
    at: new Date(SYNTHETIC_AUDIT_START + Math.floor((position / rows) * 90 * DAY)).toISOString(),
    actor: { id: `user-${person}`, name, role: 'specialist' },
    action: type,
    target: team
      ? { type: 'team', id: `team-${position % 500}`, name: `Squad ${position % 500}` }
      : { type: 'specialist', id: `user-${person}`, name },
    owner: team ? { id: `owner-${position % 50}`, name: 'Olga Owner' } : null,
    correlation_id: `c${position}`,
    source: position % 7 === 0 ? 'seed' : 'web',
    changes: [{ field: 'industry_title', before: TITLES[(position + 1) % 5], after: TITLES[position % 5] }],
  };
  return { row, actorId: `user-${person}` };
}
