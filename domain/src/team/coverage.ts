import { z } from 'zod';
import { catalogRefSchema, type CatalogRef } from '../specialist/valueObjects';

// ── Skill coverage of a team (docs/api.md, `teams.coverage`) ─────────────────
export const teamCoverageSchema = z.object({
  skills: z.array(
    catalogRefSchema.extend({ required: z.boolean(), covered_by: z.array(z.string()).describe('specialist ids') }),
  ),
  missing: z.array(catalogRefSchema).describe('required skills that no member has'),
});
export type TeamCoverage = z.infer<typeof teamCoverageSchema>;

/**
 * The union of the members' skills, each with who covers it, and the required skills nobody
 * covers. Required skills come first (in the order they were asked for), then the others by title.
 */
export function teamCoverage(
  requiredSkills: readonly CatalogRef[],
  members: readonly { specialistId: string; skills: readonly CatalogRef[] }[],
): TeamCoverage {
  const coveredBy = new Map<number, { title: string; ids: string[] }>();
  for (const member of members) {
    for (const skill of member.skills) {
      const entry = coveredBy.get(skill.id) ?? { title: skill.title, ids: [] };
      if (!entry.ids.includes(member.specialistId)) entry.ids.push(member.specialistId);
      coveredBy.set(skill.id, entry);
    }
  }
  const requiredIds = new Set(requiredSkills.map((s) => s.id));
  const required = requiredSkills.map((s) => ({
    id: s.id,
    title: s.title,
    required: true,
    covered_by: coveredBy.get(s.id)?.ids ?? [],
  }));
  const others = [...coveredBy]
    .filter(([id]) => !requiredIds.has(id))
    .map(([id, { title, ids }]) => ({ id, title, required: false, covered_by: ids }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
  return {
    skills: [...required, ...others],
    missing: required.filter((s) => s.covered_by.length === 0).map(({ id, title }) => ({ id, title })),
  };
}
