import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout, one logger per service named by `service`. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
