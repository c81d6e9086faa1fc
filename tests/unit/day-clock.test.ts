import { describe, expect, it } from 'vitest';
import { dayClock, localDay } from '../../server/services/feedback/local-day';

/** A clock the test moves by hand. */
function handClock(start: Date) {
  let at = start.getTime();
  return {
    now: () => at,
    set: (to: Date) => {
      at = to.getTime();
    },
  };
}

describe('the visit counters’ day', () => {
  it('stays the local day until local midnight and turns at midnight', () => {
    const clock = handClock(new Date(2026, 10, 26, 23, 59, 59, 999));
    const today = dayClock(clock.now);
    expect(today()).toBe('2026-11-26');
    clock.set(new Date(2026, 10, 26, 0, 0, 0, 0));
    expect(today()).toBe('2026-11-26');
    clock.set(new Date(2026, 10, 27, 0, 0, 0, 0));
    expect(today()).toBe('2026-11-27');
    clock.set(new Date(2026, 11, 31, 12));
    expect(today()).toBe('2026-12-31');
    clock.set(new Date(2027, 0, 1, 0, 0, 0, 1));
    expect(today()).toBe('2027-01-01');
  });

  it('follows a clock set back to an earlier day', () => {
    const clock = handClock(new Date(2026, 10, 26, 8));
    const today = dayClock(clock.now);
    expect(today()).toBe('2026-11-26');
    clock.set(new Date(2026, 10, 25, 23, 59, 59, 999));
    expect(today()).toBe('2026-11-25');
  });

  it('names the same day as localDay at every hour of a year, whatever the daylight saving', () => {
    const clock = handClock(new Date(2026, 0, 1));
    const today = dayClock(clock.now);
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const at = new Date(2026, 0, 1, hour, 30);
      clock.set(at);
      expect(today()).toBe(localDay(at));
    }
  });
});
