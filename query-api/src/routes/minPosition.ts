import type { Request, RequestHandler } from 'express';
import type { ReadModelStore } from '@dth/infrastructure';

/** What a read waits on: the Redis read models by default; the report's paths, the audit store's own checkpoint. */
export type PositionWaiter = (position: bigint, timeoutMs: number) => Promise<boolean>;

/**
 * Honours `X-Min-Position`: waits (bounded) until the projector has passed the position the
 * client last wrote at, so a read right after a write sees it. Past the bound the read is
 * served anyway and `X-Position-Reached: false` says it may be stale.
 */
export function minPosition(
  readModels: ReadModelStore,
  maxWaitMs: number,
  waiterFor?: (req: Request) => PositionWaiter | undefined,
): RequestHandler {
  const redisModels: PositionWaiter = (position, timeoutMs) => readModels.waitFor(position, timeoutMs);
  return async (req, res, next) => {
    const header = req.header('x-min-position');
    if (header && /^\d{1,20}$/.test(header)) {
      const reached = await (waiterFor?.(req) ?? redisModels)(BigInt(header), maxWaitMs);
      res.setHeader('X-Position-Reached', String(reached));
    }
    next();
  };
}
