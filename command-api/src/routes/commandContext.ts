import type { Application, Request } from 'express';
import type { Clock, CommandContext, Principal } from '@dth/infrastructure';

const clocks = new WeakMap<Application, Clock>();

/** The clock the app's commands read the time from (the container's, so tests can move it): set once by buildApp. */
export const useCommandClock = (app: Application, clock: Clock) => void clocks.set(app, clock);

/** Who acts and in which request: the metadata every appended event carries. */
export function commandContext(req: Request): CommandContext {
  const clock = clocks.get(req.app);
  if (!clock) throw new Error('The app has no command clock (buildApp sets it)');
  // requestLogging's genReqId always answers text; pino-http types an id as number | string | object.
  return commandContextOf(req.principal, req.id as string, clock);
}

/** The same, for a request served before express (fastWrites). */
export function commandContextOf(principal: Principal | undefined, requestId: string, clock: Clock): CommandContext {
  return {
    actorId: principal?.userId ?? 'anonymous',
    actorRole: principal?.userType ?? 'anonymous',
    correlationId: requestId,
    causationId: requestId,
    now: clock.now().toISOString(),
  };
}

/** The success body of every write: `{ data, message, position }` (position as a string: it is a 64-bit number). */
export const written = (data: unknown, message: string | undefined, position: bigint | undefined) => ({
  data,
  ...(message ? { message } : {}),
  ...(position !== undefined ? { position: position.toString() } : {}),
});
