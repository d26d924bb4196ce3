import type { Clock } from '@dth/infrastructure';

/** A clock a test sets: expiry is reached by moving it, never by sleeping. */
export class TestClock implements Clock {
  /** Frozen: the time itself; running: how far it is from the real time. */
  private offset: number;

  /**
   * `running`: it goes on with the real time from `start`, moved only by `advance`/`set` (for a whole
   * platform whose events, workers and reads need time to pass); otherwise it stands still.
   */
  constructor(
    start: Date = new Date(),
    private readonly running = false,
  ) {
    this.offset = start.getTime() - this.real();
  }

  now(): Date {
    return new Date(this.real() + this.offset);
  }

  advance(ms: number): void {
    this.offset += ms;
  }

  set(to: Date): void {
    this.offset = to.getTime() - this.real();
  }

  private real(): number {
    return this.running ? Date.now() : 0;
  }
}
