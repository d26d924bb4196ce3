import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  PERSONAL_DATA_EXPORTS_PER_DAY,
  TooManyRequestsError,
  accountDecider,
  accountCodes as m,
  toUserStream,
  type Actor,
  type RequestPersonalDataExport,
} from '@dth/domain';
import {
  checkCommand,
  handleCommand,
  personalDataExportJobDefaults,
  type Clock,
  type CommandContext,
  type EventStore,
  type PersonalDataExportJob,
} from '@dth/infrastructure';

/** A person's export being made: `{exportId} {claimed at, ms}`; it outlives no job (an archive takes minutes). */
const runningKey = (userId: string) => `personal-data-export:running:${userId}`;
const RUNNING_SECONDS = 3600;
/** A claim whose job is not queued yet (the request is between its append and its enqueue). */
const CLAIM_GRACE_MS = 60_000;
const FINISHED = new Set(['completed', 'failed']);

/** Deletes the claim if it is still this export's. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * "Download my data": the request is an event of the person's account (so the report shows who asked,
 * and for whom), and the archive a worker job named by the export's random id. Each archive reads the
 * whole log and tells the admins: one is made at a time per person (asked again meanwhile, the answer is
 * the one being made: the claim in Redis), and PERSONAL_DATA_EXPORTS_PER_DAY a day (then 429).
 */
export class PersonalDataExports {
  private readonly perDay: RateLimiterRedis;

  constructor(
    private readonly store: EventStore,
    private readonly queue: Queue<PersonalDataExportJob>,
    private readonly redis: Redis,
    /** When a claim was made, and so whether one without its job is still in its grace (tests move it). */
    private readonly clock: Clock,
  ) {
    this.perDay = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'personal-data-export:daily',
      points: PERSONAL_DATA_EXPORTS_PER_DAY,
      duration: 86_400,
    });
  }

  /** A new export's id and position, or the one being made for the person (`running`, no event). */
  async request(
    userId: string,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<{ id: string; position?: bigint; running?: true }> {
    const exportId = randomUUID();
    const command: RequestPersonalDataExport = {
      type: 'RequestPersonalDataExport',
      data: { userId, exportId },
      metadata: { now: ctx.now, actor },
    };
    // Whether the actor may ask at all (403, 404) comes first: only then is a running export theirs to know of.
    await checkCommand(this.store, toUserStream(userId), accountDecider, command);
    const running = await this.running(userId);
    if (running) return { id: running, running: true };
    const claim = `${exportId} ${this.clock.now().getTime()}`;
    if (!(await this.redis.set(runningKey(userId), claim, 'EX', RUNNING_SECONDS, 'NX'))) {
      // Another request for them got there first (a burst): theirs is the one.
      return { id: (await this.redis.get(runningKey(userId)))?.split(' ')[0] ?? exportId, running: true };
    }
    try {
      await this.perDay.consume(userId);
    } catch (rejection) {
      await this.release(userId, claim);
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new TooManyRequestsError(m.dataExportDailyLimit, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
    try {
      const { position } = await handleCommand(this.store, toUserStream(userId), accountDecider, command, ctx);
      await this.queue.add(
        'archive',
        { userId, requestedBy: actor.userId },
        { ...personalDataExportJobDefaults, jobId: exportId },
      );
      return { id: exportId, position };
    } catch (error) {
      await Promise.all([this.release(userId, claim), this.perDay.reward(userId, 1)]);
      throw error;
    }
  }

  /** The export being made for the person, if one is; a finished one's claim is let go. */
  private async running(userId: string): Promise<string | undefined> {
    const claim = await this.redis.get(runningKey(userId));
    if (!claim) return undefined;
    const [id, claimedAt] = claim.split(' ') as [string, string];
    const job = await this.queue.getJob(id);
    const unfinished = job
      ? !FINISHED.has(await job.getState())
      : this.clock.now().getTime() - Number(claimedAt) < CLAIM_GRACE_MS;
    if (unfinished) return id;
    await this.release(userId, claim);
    return undefined;
  }

  private async release(userId: string, claim: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, runningKey(userId), claim);
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
