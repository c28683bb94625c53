import type { Clock } from '../ports/clock';

/** A clock a test moves by hand: `now()` answers `at`, in milliseconds since the epoch. */
export class TestClock implements Clock {
  constructor(public at: number) {}

  now(): Date {
    return new Date(this.at);
  }
}
