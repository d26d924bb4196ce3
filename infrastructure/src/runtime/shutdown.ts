import type { Logger } from 'pino';

/** Runs `stop` once on SIGTERM/SIGINT, then exits; a second signal exits at once. */
export function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
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
