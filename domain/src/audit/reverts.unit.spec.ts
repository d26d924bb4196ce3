import { describe, expect, it } from 'vitest';
import { planRevert, revertibilityOf, type RevertEvent } from './reverts';

const specialistId = 's-1';
let position = 0n;
const event = (type: string, data: Record<string, unknown>): RevertEvent => ({
  type,
  data: { specialistId, ...data },
  position: ++position,
  actorId: 'someone',
  at: '2026-11-27T10:00:00.000Z',
});

describe('planRevert', () => {
  const started = event('SpecialistProfileStarted', { firstName: 'Ana' });
  const first = event('IndustryTitleSet', { industryTitle: 'Data engineer' });
  const skills = event('SkillsSet', {
    skills: [
      { id: 3, title: 'SQL' },
      { id: 7, title: 'Go' },
    ],
  });
  const second = event('IndustryTitleSet', { industryTitle: 'Data lead' });
  const stream = [started, first, skills, second];

  it('reverts nothing on an erased person’s profile, whatever the change', () => {
    const closed = event('SpecialistProfileErased', { erasedAt: '2026-11-28T10:00:00.000Z' });
    for (const target of [first, second, started])
      expect(planRevert(target, [...stream, closed], { anyway: true })).toEqual({ outcome: 'erased' });
  });

  it('sets the section back to what the last earlier event of it set', () => {
    expect(planRevert(second, stream, { anyway: false })).toEqual({
      outcome: 'command',
      command: { type: 'SetIndustryTitle', data: { specialistId, industryTitle: 'Data engineer' } },
      overwrites: [],
    });
  });

  it('sets a section set once back to empty, and a catalog section by ids against its catalog', () => {
    expect(planRevert(first, [started, first], { anyway: false })).toMatchObject({
      command: { data: { industryTitle: '' } },
    });
    const more = event('SkillsSet', { skills: [{ id: 9, title: 'Rust' }] });
    expect(planRevert(more, [...stream, more], { anyway: false })).toMatchObject({
      outcome: 'command',
      command: { type: 'SetSkills', data: { skillIds: [3, 7] }, catalog: 'skills' },
    });
  });

  it('refuses while the same section changed again later, naming the later change, unless anyway', () => {
    expect(planRevert(first, stream, { anyway: false })).toEqual({ outcome: 'conflict', later: [second] });
    expect(planRevert(first, stream, { anyway: true })).toMatchObject({
      outcome: 'command',
      command: { data: { industryTitle: '' } },
      overwrites: [second],
    });
    // Another section's later change is no conflict.
    expect(planRevert(skills, stream, { anyway: false })).toMatchObject({
      outcome: 'command',
      command: { data: { skillIds: [] } },
    });
  });

  it('reverts one certificate to its earlier version, and not one deleted since', () => {
    const added = event('CertificateAdded', { certificate: { id: 'c1', name: 'AWS' } });
    const other = event('CertificateAdded', { certificate: { id: 'c2', name: 'GCP' } });
    const updated = event('CertificateUpdated', { certificate: { id: 'c1', name: 'AWS Pro' } });
    expect(planRevert(updated, [added, other, updated], { anyway: false })).toMatchObject({
      command: { type: 'UpdateCertificate', data: { certificate: { id: 'c1', name: 'AWS' } } },
    });
    const deleted = event('CertificateDeleted', { certificateId: 'c1' });
    expect(planRevert(updated, [added, updated, deleted], { anyway: false })).toEqual({
      outcome: 'conflict',
      later: [deleted],
    });
  });

  it('has nothing to set back for a first experience level, and refuses types that cannot be reverted, with the reason', () => {
    const level = event('ExperienceLevelSet', { experienceLevelId: 2 });
    expect(planRevert(level, [started, level], { anyway: false })).toEqual({ outcome: 'nothing-to-restore' });
    expect(planRevert(event('PasswordSet', {}), [], { anyway: true })).toEqual({
      outcome: 'not-revertible',
      reason: 'secret',
    });
    expect(revertibilityOf('ShareLinkOpened')).toEqual({ revertible: false, reason: 'fact' });
    expect(revertibilityOf('AccountErased')).toEqual({ revertible: false, reason: 'erasure' });
    expect(() => revertibilityOf('SomethingNew')).toThrow(/neither revertible nor/);
  });
});
