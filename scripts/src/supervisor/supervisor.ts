import type { ChildProcess } from 'node:child_process';
import type { Logger } from '@dth/infrastructure';
import { DEFAULT_RESTART_POLICY, decideRestart, type ExitHistory, type RestartPolicy } from './restartPolicy';

export interface SupervisedService {
  name: string;
  start(): ChildProcess | Promise<ChildProcess>;
  /** Stopped after every other service (a store the others write to as they stop). */
  stopsLast?: boolean;
}

/**
 * Keeps services running: one that exits is started again (restartPolicy.ts), so a crash costs
 * that service a moment, not the platform. `onGiveUp` is called when restarting stops helping.
 */
export class Supervisor {
  private readonly running = new Map<string, { child: ChildProcess; stopsLast: boolean }>();
  private stopping = false;

  constructor(
    private readonly logger: Logger,
    private readonly onGiveUp: (reason: string) => void,
    private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY,
  ) {}

  async supervise(service: SupervisedService, history: ExitHistory = { exits: [], streak: 0 }): Promise<void> {
    const child = await service.start();
    const startedAt = Date.now();
    this.running.set(service.name, { child, stopsLast: service.stopsLast ?? false });
    this.logger.info({ service: service.name, pid: child.pid }, 'service started');
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      const decision = decideRestart(this.policy, history, Date.now() - startedAt, Date.now());
      if ('giveUp' in decision) {
        this.logger.fatal(
          { service: service.name, code, signal, reason: decision.giveUp },
          'service keeps exiting; stopping the platform',
        );
        return this.onGiveUp(`${service.name}: ${decision.giveUp}`);
      }
      this.logger.error(
        { service: service.name, code, signal, restartInMs: decision.restartInMs },
        'service exited; restarting it',
      );
      setTimeout(() => {
        if (this.stopping) return;
        this.supervise(service, decision.history).catch((error) => {
          this.logger.fatal(
            { service: service.name, err: error },
            'service could not be restarted; stopping the platform',
          );
          this.onGiveUp(`${service.name}: ${(error as Error).message}`);
        });
      }, decision.restartInMs);
    });
  }

  /** SIGTERM to every service, SIGKILL to those still running after `graceMs`. */
  async stopAll(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    const all = [...this.running.values()];
    await Promise.all(all.filter((s) => !s.stopsLast).map(({ child }) => stopChild(child, graceMs)));
    await Promise.all(all.filter((s) => s.stopsLast).map(({ child }) => stopChild(child, graceMs)));
  }
}

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
