import type { RequestHandler } from 'express';
import type { ReadModelStore } from '@dth/infrastructure';

/**
 * Honours `X-Min-Position`: waits (bounded) until the projector has passed the position the
 * client last wrote at, so a read right after a write sees it. Past the bound the read is
 * served anyway and `X-Position-Reached: false` says it may be stale.
 */
export function minPosition(readModels: ReadModelStore, maxWaitMs: number): RequestHandler {
  return async (req, res, next) => {
    const header = req.header('x-min-position');
    if (header && /^\d{1,20}$/.test(header)) {
      const reached = await readModels.waitFor(BigInt(header), maxWaitMs);
      res.setHeader('X-Position-Reached', String(reached));
    }
    next();
  };
}
