import type { ReadModelStore } from '@dth/infrastructure';
import type { ReadAnswer } from '../routes/simpleRest';

/**
 * Answers kept in memory while the read models do not move: every entry belongs to one keyspace
 * version and checkpoint, and all go when either changes, so an answer is never older than what
 * a fresh read would give (X-Min-Position waits for the checkpoint before the cache is asked).
 * Bounded by total size, least recently used first. A request with `Cache-Control: no-cache`
 * computes afresh.
 */
export class AnswerCache {
  private stamp = '';
  private readonly entries = new Map<string, ReadAnswer>();
  private bytes = 0;

  constructor(
    private readonly readModels: ReadModelStore,
    private readonly maxBytes = 32 * 1024 * 1024,
    /** Where the answers' data stands, when not at the read models' checkpoint (the audit store has its own). */
    private readonly checkpointOf: () => Promise<bigint> | bigint = () => readModels.currentCheckpoint,
  ) {}

  async get(key: string, compute: () => Promise<ReadAnswer>, fresh = false): Promise<ReadAnswer> {
    const stamp = `${this.readModels.keyspace.stamp}:${await this.checkpointOf()}`;
    if (stamp !== this.stamp) {
      this.entries.clear();
      this.bytes = 0;
      this.stamp = stamp;
    }
    const known = fresh ? undefined : this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const answer = await compute();
    // Computed while the read models stood at (or past) this stamp: keep it only if they still do.
    if (this.stamp === stamp) this.put(key, answer);
    return answer;
  }

  private put(key: string, answer: ReadAnswer): void {
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.body.length;
    this.entries.delete(key);
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}
