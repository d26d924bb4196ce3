import { LeaseHolding, type Logger, type RedisLease } from '@dth/infrastructure';

export const PROJECTOR_LEASE_KEY = 'projector:lease';

/**
 * Several projectors, one projecting (LeaseHolding): the holder of `projector:lease` projects, the
 * others stand by; a standby that takes over starts from the read models' checkpoints, and a batch
 * the old holder had under way is refused by the lease's epoch (ProjectionWriter's fence).
 */
export class ProjectorLeadership extends LeaseHolding {
  constructor(lease: RedisLease, logger: Logger) {
    super(lease, logger, {
      took: 'took the lease: projecting',
      standingBy: 'standing by: another projector holds the lease',
      lost: 'another projector took over: standing by',
    });
  }
}
