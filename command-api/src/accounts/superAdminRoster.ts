import { emptySuperAdminRoster, evolveSuperAdminRoster, stayingSuperAdmins } from '@dth/domain';
import type { EventStore } from '@dth/infrastructure';

/**
 * The super admins whose erasure is not pending, folded from the whole log on the write side (no one
 * stream holds them). The fold is kept, so each turn reads only the events appended since the last:
 * the first one after a start reads the log once. Turns run one at a time in this process, so two
 * erasures of the last two super admins cannot both see the other one staying.
 */
export class SuperAdminRoster {
  private roster = emptySuperAdminRoster();
  private position = 0n;
  private turns: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: EventStore) {}

  /** Runs `work` with the super admins staying now; the next turn waits for it to end. */
  withStaying<T>(work: (staying: readonly string[]) => Promise<T>): Promise<T> {
    const turn = this.turns.then(async () => work(await this.staying()));
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  private async staying(): Promise<string[]> {
    for await (const event of this.store.readAll({ fromPosition: this.position })) {
      this.roster = evolveSuperAdminRoster(this.roster, event);
      this.position = event.position;
    }
    return stayingSuperAdmins(this.roster);
  }
}
