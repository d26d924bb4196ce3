import { describe, expect, it } from 'vitest';
import { isReadModelCache, projections, readModelOfKey } from './projections';
import { networkMemberIndex, networkMemberKey } from './network/projections/networkMember';
import { specialistCardKey, specialistIndex } from './specialist/projections/specialistCard';
import {
  engagementIndex,
  engagementItemKey,
  engagementKey,
  engagementScope,
} from './engagement/projections/engagementRecord';
import { teamIndex, teamKey } from './team/projections/teamRecord';
import { teamHistoryKey } from './team/projections/teamHistory';
import { shareLinkOpensIndex } from './shareLink/projections/shareLinkOpens';
import { frozenContentKey, shareLinkKey } from './shareLink/projections/shareLinkRecord';

describe('read models and their keys', () => {
  it('gives each read model its own name and prefixes no other read model shares', () => {
    expect(new Set(projections.map((p) => p.name)).size).toBe(projections.length);
    const all = projections.flatMap((p) =>
      [...p.keyPrefixes, ...(p.cachePrefixes ?? [])].map((prefix) => ({ prefix, name: p.name })),
    );
    for (const a of all) {
      for (const b of all)
        if (a.name !== b.name)
          expect(a.prefix.startsWith(b.prefix), `${a.prefix} (${a.name}) under ${b.prefix} (${b.name})`).toBe(false);
    }
  });

  it('finds the read model of documents, views and indexes, even where their first words look alike', () => {
    expect(readModelOfKey(teamKey('t1'))).toBe('Team');
    expect(readModelOfKey(teamIndex.member('s1'))).toBe('Team');
    expect(readModelOfKey(teamHistoryKey('t1'))).toBe('TeamHistory');
    expect(readModelOfKey(engagementKey('p1'))).toBe('Engagement');
    expect(readModelOfKey(engagementItemKey('p1'))).toBe('Engagement');
    expect(readModelOfKey(engagementIndex.scope(engagementScope.team('t1'), false, 'name'))).toBe('Engagement');
    expect(readModelOfKey(networkMemberKey('m1'))).toBe('NetworkMember');
    expect(readModelOfKey(networkMemberIndex.ofSpecialist('s1'))).toBe('NetworkMember');
    expect(readModelOfKey(specialistCardKey('s1'))).toBe('SpecialistProfile');
    expect(readModelOfKey(specialistIndex.skill(3))).toBe('SpecialistProfile');
    expect(readModelOfKey(shareLinkOpensIndex('l1'))).toBe('ShareLinkOpen');
    expect(readModelOfKey('share:frozen:l1')).toBeUndefined();
  });

  it('keeps a frozen link’s content as a cache in the share links’ version, told apart from their documents', () => {
    expect(readModelOfKey(frozenContentKey('l1'))).toBe('ShareLink');
    expect(isReadModelCache(frozenContentKey('l1'))).toBe(true);
    expect(isReadModelCache(shareLinkKey('l1'))).toBe(false);
    expect(isReadModelCache(teamKey('t1'))).toBe(false);
    expect(isReadModelCache('share:frozen:l1')).toBe(false);
  });
});
