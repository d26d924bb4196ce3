/**
 * When to start a service again after it exits: soon the first time, then with a doubling
 * delay; the delay starts over once the service has stayed up a while. Repeated exits in a
 * short window mean a restart will not help (a bad config, a port taken), so the platform stops.
 */
export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Uptime after which the next exit counts as a first one again. */
  healthyAfterMs: number;
  maxExits: number;
  windowMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 100,
  maxDelayMs: 5_000,
  healthyAfterMs: 30_000,
  maxExits: 5,
  windowMs: 60_000,
};

/** A service's exits so far: their times (ms), and how many came one after another without a healthy run. */
export interface ExitHistory {
  exits: readonly number[];
  streak: number;
}

export type RestartDecision = { restartInMs: number; history: ExitHistory } | { giveUp: string };

export function decideRestart(
  policy: RestartPolicy,
  history: ExitHistory,
  uptimeMs: number,
  now: number,
): RestartDecision {
  const exits = [...history.exits.filter((at) => now - at < policy.windowMs), now];
  if (exits.length >= policy.maxExits) return { giveUp: `${exits.length} exits within ${policy.windowMs / 1000} s` };
  const streak = uptimeMs >= policy.healthyAfterMs ? 0 : history.streak;
  return {
    restartInMs: Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** streak),
    history: { exits, streak: streak + 1 },
  };
}
