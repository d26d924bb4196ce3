import type { InjectionToken } from 'tsyringe';

/** Where a service reads the time, so tests can move it (expiry is found by setting the clock, not by sleeping). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const CLOCK = Symbol('Clock') as InjectionToken<Clock>;
