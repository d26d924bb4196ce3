import type { Clock } from '@dth/infrastructure';

/** A clock a test sets: expiry is reached by moving it, never by sleeping. */
export class TestClock implements Clock {
  private at: number;

  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): void {
    this.at += ms;
  }

  set(to: Date): void {
    this.at = to.getTime();
  }
}
