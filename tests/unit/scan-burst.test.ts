import { describe, expect, it } from 'vitest';
import { fallsBackAfter } from '../../renderer/content/image-proxy';
import { normaliseArticleNumber } from '../../common/article-number-rules';
import { createScanBurst } from '../../renderer/kiosk/scan-burst';

function burst(keys: string[], gapMs: number): (string | undefined)[] {
  let time = 0;
  const scan = createScanBurst(() => time);
  return keys.map((key) => {
    time += gapMs;
    return scan.key(key);
  });
}

describe('scanner bursts', () => {
  it('takes fast keys ended by Enter for a scan', () => {
    expect(burst([...Array.from('AVN-R110'), 'Enter'], 10).at(-1)).toBe('AVN-R110');
  });

  it('ignores typing at a person’s pace and too short bursts', () => {
    expect(burst([...Array.from('AVN-R110'), 'Enter'], 250).at(-1)).toBeUndefined();
    expect(burst(['a', 'b', 'Enter'], 10).at(-1)).toBeUndefined();
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
