import type { Request } from 'express';
import type { CommandContext } from '@dth/infrastructure';

/** Who acts and in which request: the metadata every appended event carries. */
export function commandContext(req: Request): CommandContext {
  const requestId = String(req.id);
  return {
    actorId: req.principal?.userId ?? 'anonymous',
    actorRole: req.principal?.userType ?? 'anonymous',
    correlationId: requestId,
    causationId: requestId,
    now: new Date().toISOString(),
  };
}

/** The success body of every write: `{ data, message, position }` (position as a string: it is a 64-bit number). */
export const written = (data: unknown, message: string | undefined, position: bigint | undefined) => ({
  data,
  ...(message ? { message } : {}),
  ...(position !== undefined ? { position: position.toString() } : {}),
});
