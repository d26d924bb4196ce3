import { destination as pinoDestination, pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs on stdout, one logger per service named by `service`. Lines are buffered and written
 * asynchronously (a synchronous write per request costs more than the request); `onShutdown`
 * flushes them.
 */
export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  /** Where lines go instead of stdout (a test reading what was logged). */
  destination: DestinationStream = pinoDestination({ dest: 1, sync: false, minLength: 4096 }),
): Logger {
  return pino({ name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}
