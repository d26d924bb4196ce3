import type { Logger } from 'pino';

/**
 * Runs `stop` once on SIGTERM/SIGINT, then exits; a second signal exits at once. An error that
 * nothing handled leaves the process in an unknown state: it is logged and the process exits
 * with 1, for its supervisor (the launcher, compose) to start a fresh one.
 */
export function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const fatal = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, `${kind}; exiting for a restart`);
    exit(logger, 1);
  };
  process.once('uncaughtException', fatal('uncaught exception'));
  process.once('unhandledRejection', fatal('unhandled promise rejection'));
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop()
      .then(() => exit(logger, 0))
      .catch((error) => {
        logger.error({ err: error }, 'shutdown failed');
        exit(logger, 1);
      });
  };
  process.once('SIGTERM', handle);
  process.once('SIGINT', handle);
}

function exit(logger: Logger, code: number): void {
  logger.flush(() => process.exit(code));
}
