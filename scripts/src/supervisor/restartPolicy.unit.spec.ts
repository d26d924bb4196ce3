import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTART_POLICY as policy, decideRestart, type ExitHistory } from './restartPolicy';

const fresh: ExitHistory = { exits: [], streak: 0 };

describe('decideRestart', () => {
  it('restarts a service that exits for the first time after the first delay', () => {
    expect(decideRestart(policy, fresh, 5_000, 1_000_000)).toEqual({
      restartInMs: 100,
      history: { exits: [1_000_000], streak: 1 },
    });
  });

  it('doubles the delay for each exit that follows a short run, up to the maximum', () => {
    let history = fresh;
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const decision = decideRestart({ ...policy, maxExits: 100 }, history, 1_000, 1_000_000 + i * 20_000);
      if (!('restartInMs' in decision)) throw new Error(decision.giveUp);
      delays.push(decision.restartInMs);
      history = decision.history;
    }
    expect(delays).toEqual([100, 200, 400, 800]);
    expect(decideRestart({ ...policy, maxExits: 100 }, { exits: [], streak: 10 }, 1_000, 0)).toMatchObject({
      restartInMs: 5_000,
    });
  });

  it('starts the delay over after a healthy run', () => {
    expect(decideRestart(policy, { exits: [0], streak: 3 }, 31_000, 100_000)).toMatchObject({
      restartInMs: 100,
      history: { streak: 1 },
    });
  });

  it('gives up on the fifth exit within a minute, with the reason', () => {
    const exits = [10_000, 20_000, 30_000, 40_000];
    expect(decideRestart(policy, { exits, streak: 4 }, 500, 50_000)).toEqual({ giveUp: '5 exits within 60 s' });
  });

  it('forgets exits older than the window', () => {
    const exits = [0, 1_000, 2_000, 3_000];
    expect(decideRestart(policy, { exits, streak: 0 }, 40_000, 100_000)).toMatchObject({
      restartInMs: 100,
      history: { exits: [100_000] },
    });
  });
});
