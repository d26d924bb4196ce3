import { describe, expect, it } from 'vitest';
import { readModelsToRebuild } from './replayPlan';

const declared = [
  { name: 'Team', version: 2 },
  { name: 'Network', version: 1 },
  { name: 'Audit', version: 1 },
];

describe('which read models a replay rebuilds', () => {
  it('rebuilds those whose projection version changed since they were built, and those never recorded', () => {
    expect(readModelsToRebuild(declared, { Team: '1', Network: '1', Audit: '1' }, {})).toEqual(['Team']);
    expect(readModelsToRebuild(declared, { Team: '2', Network: '1' }, {})).toEqual(['Audit']);
    expect(readModelsToRebuild(declared, { Team: '2', Network: '1', Audit: '1' }, {})).toEqual([]);
  });

  it('rebuilds what --only names (in the declared order) and everything with --all', () => {
    expect(
      readModelsToRebuild(declared, { Team: '2', Network: '1', Audit: '1' }, { only: ['Audit', 'Network'] }),
    ).toEqual(['Network', 'Audit']);
    expect(readModelsToRebuild(declared, { Team: '2', Network: '1', Audit: '1' }, { all: true })).toEqual([
      'Team',
      'Network',
      'Audit',
    ]);
  });

  it('refuses a name no read model has, listing those there are', () => {
    expect(() => readModelsToRebuild(declared, {}, { only: ['Teams'] })).toThrow(
      'Unknown read model: Teams. Read models: Team, Network, Audit.',
    );
  });
});
