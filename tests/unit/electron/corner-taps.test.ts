import { describe, expect, it } from 'vitest';
import { createTapSeries, isInCorner } from '../../../renderer/kiosk/corner-taps';

describe('createTapSeries', () => {
  it('completes on the fifth quick tap and starts over', () => {
    let now = 0;
    const series = createTapSeries(() => now);
    const answers = Array.from({ length: 10 }, () => {
      now += 300;
      return series.tap();
    });
    expect(answers).toEqual([false, false, false, false, true, false, false, false, false, true]);
  });

  it('does not count taps spread over more than three seconds', () => {
    let now = 0;
    const series = createTapSeries(() => now);
    const answers = Array.from({ length: 8 }, () => {
      now += 800;
      return series.tap();
    });
    expect(answers.every((answer) => !answer)).toBe(true);
  });
});

describe('isInCorner', () => {
  it('is the top-left 64 pixels only', () => {
    expect(isInCorner(0, 0)).toBe(true);
    expect(isInCorner(63, 63)).toBe(true);
    expect(isInCorner(64, 10)).toBe(false);
    expect(isInCorner(10, 64)).toBe(false);
    expect(isInCorner(600, 400)).toBe(false);
  });
});
