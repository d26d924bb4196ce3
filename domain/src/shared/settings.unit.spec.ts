import { describe, expect, it } from 'vitest';
import { businessOwnerDecider } from '../businessOwner/businessLogic';
import { networkDecider } from '../network/businessLogic';
import { specialistDecider, type SpecialistCommand } from '../specialist/businessLogic';
import type { SpecialistEvent } from '../specialist/specialist';
import { aCertificate, now, profileStarted, specialistId } from '../specialist/testData';
import { teamDecider } from '../team/businessLogic';
import type { Decider, DomainEvent } from './events';
import { appendable, sameValue } from './settings';

/** given events, when a command: what the command handler would append (the decided events less the no-ops). */
function appended<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, given: E[], command: C): E[] {
  const state = given.reduce(decider.evolve, decider.initialState());
  return appendable(decider, state, decider.decide(command, state));
}
const command = <C extends SpecialistCommand>(type: C['type'], data: Omit<C['data'], 'specialistId'>) =>
  ({
    type,
    data: { specialistId, ...data },
    metadata: { now, actor: { userId: specialistId, userType: 'specialist' } },
  }) as SpecialistCommand;
const titleSet = (industryTitle: string): SpecialistEvent => ({
  type: 'IndustryTitleSet',
  data: { specialistId, industryTitle, setAt: '2026-02-01T00:00:00.000Z' },
});

describe('a write that sets a value to what it is appends nothing', () => {
  it('a profile section saved unchanged (another time, the same title) is left out; a changed one is kept', () => {
    const given = [profileStarted, titleSet('Designer')];
    expect(appended(specialistDecider, given, command('SetIndustryTitle', { industryTitle: 'Designer' }))).toEqual([]);
    expect(
      appended(specialistDecider, given, command('SetIndustryTitle', { industryTitle: 'Lead Designer' })),
    ).toHaveLength(1);
    // Set back to what it was before: a change again.
    expect(
      appended(
        specialistDecider,
        [...given, titleSet('Lead Designer')],
        command('SetIndustryTitle', { industryTitle: 'Designer' }),
      ),
    ).toHaveLength(1);
  });

  it('the first save of a section is kept even when empty, and the decider itself still decides the event (the write answers it)', () => {
    expect(appended(specialistDecider, [profileStarted], command('SetAboutMe', { description: '' }))).toHaveLength(1);
    const state = [profileStarted, titleSet('Designer')].reduce(
      specialistDecider.evolve,
      specialistDecider.initialState(),
    );
    expect(specialistDecider.decide(command('SetIndustryTitle', { industryTitle: 'Designer' }), state)).toHaveLength(1);
  });

  it('an entry updated unchanged is left out, whatever the order of its fields; adding one with the same content never is', () => {
    const added: SpecialistEvent = {
      type: 'CertificateAdded',
      data: { specialistId, certificate: aCertificate(), addedAt: now },
    };
    const reordered = Object.fromEntries(Object.entries(aCertificate()).reverse()) as ReturnType<typeof aCertificate>;
    expect(
      appended(specialistDecider, [profileStarted, added], command('UpdateCertificate', { certificate: reordered })),
    ).toEqual([]);
    expect(
      appended(
        specialistDecider,
        [profileStarted, added],
        command('UpdateCertificate', { certificate: aCertificate({ description: 'Honours' }) }),
      ),
    ).toHaveLength(1);
    const deleted: SpecialistEvent = {
      type: 'CertificateDeleted',
      data: { specialistId, certificateId: 'c1', deletedAt: now },
    };
    expect(
      appended(
        specialistDecider,
        [profileStarted, added, deleted],
        command('AddCertificate', { certificate: aCertificate({ started_at: new Date(now).getFullYear() - 2 }) }),
      ),
    ).toHaveLength(1);
  });

  it('network and team details, a member note, a team member and a company profile set unchanged append nothing', () => {
    const owner = { userId: 'owner-1', userType: 'business_owner' as const };
    const meta = { now, actor: owner };
    const networkId = 'n1';
    const created = {
      type: 'NetworkCreated' as const,
      data: { networkId, ownerId: owner.userId, name: 'N', description: 'D', createdAt: now },
    };
    expect(
      appended(networkDecider, [created], { type: 'UpdateNetwork', data: { networkId, name: 'N' }, metadata: meta }),
    ).toEqual([]);
    expect(
      appended(networkDecider, [created], { type: 'UpdateNetwork', data: { networkId, name: 'M' }, metadata: meta }),
    ).toHaveLength(1);

    const teamId = 't1';
    const teamCreated = {
      type: 'TeamCreated' as const,
      data: {
        teamId,
        networkId,
        ownerId: owner.userId,
        name: 'T',
        purpose: 'P',
        requiredSkills: [],
        status: 'Draft' as const,
        createdAt: now,
      },
    };
    expect(
      appended(teamDecider, [teamCreated], {
        type: 'UpdateTeam',
        data: { teamId, purpose: 'P' },
        metadata: meta,
      } as never),
    ).toEqual([]);

    const profile = {
      type: 'SetBusinessOwnerProfile' as const,
      data: { ownerId: owner.userId, companyName: 'Acme' },
      metadata: meta,
    };
    const [set] = appended(businessOwnerDecider, [], profile);
    expect(set?.type).toBe('BusinessOwnerProfileSet');
    expect(appended(businessOwnerDecider, [set], profile)).toEqual([]);
  });

  it('sameValue compares as JSON whatever the key order, and tells lists in another order apart', () => {
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: null }, { a: undefined })).toBe(false);
  });
});
