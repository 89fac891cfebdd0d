import type { Clock } from '../../src/lib/time';

/** A clock the test moves by hand, so expiry and lockout are tested without sleeping. */
export class ManualClock implements Clock {
  private current: Date;
  constructor(start = new Date()) {
    this.current = new Date(start);
  }
  now() {
    return new Date(this.current);
  }
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}
