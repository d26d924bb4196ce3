import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_TARGET_TYPES, NOT_REVERTIBLE_EVENTS, REVERTIBLE_EVENTS } from '@dth/domain';
import { repoRoot } from '@dth/infrastructure';
import { CATALOGUE_FILES, buildCatalogue, renderMarkdown, renderModule } from './catalogue';

describe('event catalogue', () => {
  const catalogue = buildCatalogue(repoRoot);

  it('docs/events.md and the catalogue module are current (run `npm run events:catalogue`)', () => {
    expect(readFileSync(join(repoRoot, CATALOGUE_FILES.markdown), 'utf8')).toBe(renderMarkdown(catalogue));
    expect(readFileSync(join(repoRoot, CATALOGUE_FILES.module), 'utf8')).toBe(renderModule(catalogue));
  });

  it('names each event type once, in an aggregate the admin report audits, with its fields and an example', () => {
    const types = catalogue.map((e) => e.type);
    expect(new Set(types).size).toBe(types.length);
    for (const event of catalogue) {
      expect(AUDIT_TARGET_TYPES(), event.type).toContain(event.aggregate);
      expect(Object.keys(event.example).sort(), event.type).toEqual(event.fields.map((f) => f.name).sort());
    }
  });

  it('finds the read models each type changes', () => {
    const byType = new Map(catalogue.map((e) => [e.type, e]));
    expect(byType.get('SkillsSet')?.projections).toEqual(expect.arrayContaining(['SpecialistProfile', 'AuditEvents']));
    expect(byType.get('TeamMemberAdded')?.projections).toEqual(expect.arrayContaining(['Team', 'TeamHistory']));
    expect(byType.get('EmailReserved')?.projections).toEqual(['AuditEvents']);
  });

  it('marks each type revertible or says why not, and the revert tables name only types there are', () => {
    const types = new Set(catalogue.map((e) => e.type));
    for (const type of [...Object.keys(REVERTIBLE_EVENTS), ...Object.keys(NOT_REVERTIBLE_EVENTS)])
      expect(types, type).toContain(type);
    for (const event of catalogue)
      expect(event.revertible || Boolean(event.notRevertible?.because), event.type).toBe(true);
    expect(catalogue.find((e) => e.type === 'IndustryTitleSet')?.revertible).toBe(true);
    expect(catalogue.find((e) => e.type === 'PasswordSet')?.notRevertible).toEqual({
      reason: 'secret',
      because: expect.stringMatching(/password/),
    });
  });
});
