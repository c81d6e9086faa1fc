/** Wrong passwords that cost nothing; after these each further one doubles the wait. */
const FREE_FAILURES = 3;
const MAX_WAIT_MS = 30_000;
/** A name and address with no failure for this long start afresh. */
const FORGET_AFTER_MS = 15 * 60 * 1000;
/** Bounds the memory a flood of made-up names can take; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

interface Failures {
  count: number;
  last: number;
}

/** The wait after `count` wrong passwords in a row: none for the first few, then 1 s, 2 s, 4 s, … up to 30 s. */
function waitAfter(count: number): number {
  if (count < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (count - FREE_FAILURES), MAX_WAIT_MS);
}

/**
 * Slows down password guessing per username and client address. A guess inside the wait is
 * refused without looking at the password; after the wait any guess is judged, so the right
 * password always gets through within half a minute. Kiosk visitors all share one address, so a
 * whole-address lock-out would lock the admin out; one address's failures never touch another's.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  private keyOf(username: string, address: string): string {
    return `${username.trim().toLowerCase()}\n${address}`;
  }

  /** Milliseconds this name and address still have to wait before the next guess is judged. */
  remainingWait(username: string, address: string): number {
    const entry = this.entries.get(this.keyOf(username, address));
    if (!entry) return 0;
    const now = this.now();
    if (now - entry.last > FORGET_AFTER_MS) {
      this.entries.delete(this.keyOf(username, address));
      return 0;
    }
    return Math.max(0, entry.last + waitAfter(entry.count) - now);
  }

  /** Counts a guess as wrong until recordSuccess says otherwise. */
  recordAttempt(username: string, address: string): void {
    const key = this.keyOf(username, address);
    const count = (this.entries.get(key)?.count ?? 0) + 1;
    this.entries.delete(key);
    this.entries.set(key, { count, last: this.now() });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** The wait runs from the wrong answer, not from the guess: judging a password takes a while. */
  recordFailure(username: string, address: string): void {
    const entry = this.entries.get(this.keyOf(username, address));
    if (entry) entry.last = this.now();
  }

  recordSuccess(username: string, address: string): void {
    this.entries.delete(this.keyOf(username, address));
  }
}
