import { describe, expect, it } from 'vitest';
import { fallsBackAfter } from '../../renderer/content/image-proxy';
import { normaliseArticleNumber } from '../../common/article-number-rules';
import { createScanBurst, type BurstStep } from '../../renderer/kiosk/scan-burst';
import { readScannedCode } from '../../renderer/kiosk/scanned-code';

/** The keys as a page sees them: each with its own timestamp, `gapMs` after the one before. */
function burst(keys: string[], gapMs: number): BurstStep[] {
  const scan = createScanBurst();
  return keys.map((key, index) => scan.key(key, 1000 + index * gapMs));
}

const scanned = (steps: BurstStep[]) => steps.at(-1)?.scanned;

describe('scanner bursts', () => {
  it('takes keys at most 30 ms apart by their timestamps, ended by Enter or Tab, for a scan', () => {
    expect(scanned(burst([...Array.from('AVN-R110'), 'Enter'], 8))).toBe('AVN-R110');
    expect(scanned(burst([...Array.from('AVN-R110'), 'Enter'], 30))).toBe('AVN-R110');
    expect(scanned(burst([...Array.from('AVN-R110'), 'Tab'], 25))).toBe('AVN-R110');
  });

  it('goes by when the keys were pressed, not when a busy machine delivers them', () => {
    const scan = createScanBurst();
    // Delivered 60–270 ms apart (a loaded kiosk), pressed 25 ms apart: the timestamps are what count.
    const steps = [...Array.from('KCH-E100'), 'Enter'].map((key, index) => scan.key(key, 5000 + index * 25));
    expect(scanned(steps)).toBe('KCH-E100');
  });

  it('keeps the first key of a scanner that pauses after it', () => {
    const scan = createScanBurst();
    // The first key 90 ms before the rest, which follow 8 ms apart.
    const steps = [...Array.from('AVN-R110'), 'Enter'].map((key, index) =>
      scan.key(key, index === 0 ? 1000 : 1090 + index * 8),
    );
    expect(scanned(steps)).toBe('AVN-R110');
    expect(steps.filter((step) => step.starts)).toHaveLength(1);
  });

  it('counts Shift, which scanners press for capitals, as part of the burst', () => {
    expect(scanned(burst(['Shift', 'A', 'Shift', 'B', 'Shift', 'C', '1', 'Enter'], 8))).toBe('ABC1');
  });

  it('ignores typing at a person’s pace and too short bursts', () => {
    expect(scanned(burst([...Array.from('AVN-R110'), 'Enter'], 150))).toBeUndefined();
    expect(scanned(burst([...Array.from('AVN-R110'), 'Enter'], 31))).toBeUndefined();
    expect(scanned(burst(['a', 'b', 'Enter'], 10))).toBeUndefined();
    expect(burst(['a', 'b', 'Enter'], 10).some((step) => step.hold)).toBe(false);
  });

  it('holds a burst back from the third key, and marks where it started', () => {
    const steps = burst([...Array.from('KC'), 'Enter'], 400);
    expect(steps.every((step) => !step.hold)).toBe(true);
    const scan = burst([...Array.from('AVN'), 'Enter'], 8);
    expect(scan.map((step) => [step.starts, step.hold])).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [false, true],
    ]);
  });

  it('gives back held keys when a fast start turns out to be typing', () => {
    const scan = createScanBurst();
    const fast = Array.from('abcd').map((key, index) => scan.key(key, index * 10));
    expect(fast.map((step) => step.hold)).toEqual([false, false, true, true]);
    const slow = scan.key('e', 500);
    expect(slow).toEqual({ starts: true, hold: false, release: 'cd' });
    const interrupted = Array.from('xyz').map((key, index) => scan.key(key, 1000 + index * 10));
    expect(interrupted.at(-1)?.hold).toBe(true);
    expect(scan.key('Backspace', 1040)).toEqual({ starts: false, hold: false, release: 'z' });
  });
});

describe('article numbers as routed', () => {
  it('drops control characters, trims and upper-cases', () => {
    expect(normaliseArticleNumber('\u0002 avn-r110 \r\n')).toBe('AVN-R110');
  });
});

describe('image proxy fallback', () => {
  it('falls back only when the proxy could not fetch, never when it refused', () => {
    expect(fallsBackAfter(0)).toBe(true);
    expect(fallsBackAfter(502)).toBe(true);
    expect(fallsBackAfter(504)).toBe(true);
    expect(fallsBackAfter(400)).toBe(false);
    expect(fallsBackAfter(403)).toBe(false);
    expect(fallsBackAfter(415)).toBe(false);
  });
});

describe('scanned codes', () => {
  it('opens our QR codes on any host and in any case, and tells other links apart', () => {
    expect(readScannedCode('HTTP://127.0.0.1:3601/INSTRUCTIONS/AVN-R110/EN')).toEqual({
      kind: 'article',
      articleNumber: 'AVN-R110',
    });
    expect(readScannedCode('http://192.168.50.10:3601/instructions/AVN-R110/de/INS-000001')).toEqual({
      kind: 'article',
      articleNumber: 'AVN-R110',
      instructionNumber: 'INS-000001',
    });
    expect(readScannedCode('https://example.com/product?id=4')).toEqual({ kind: 'web-link' });
    expect(readScannedCode('WWW.EXAMPLE.COM')).toEqual({ kind: 'web-link' });
    expect(readScannedCode(' avn-r110 ')).toEqual({ kind: 'article', articleNumber: 'AVN-R110' });
  });
});
