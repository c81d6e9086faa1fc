import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../server/http/answer-cache';

/** Whether the cache still holds `key`: a lookup that would have to make the answer says no. */
function isKept(cache: AnswerCache, key: string): boolean {
  try {
    return cache.answerFor(key, () => {
      throw new Error('not kept');
    }).hit;
  } catch {
    return false;
  }
}

describe('the public answer cache when full', () => {
  it('lets the least recently used answer go, round after round', () => {
    const cache = new AnswerCache(() => 'v1', { entries: 3, bytes: 1024 * 1024 });
    const make = (key: string) => () => ({ key });
    for (let round = 0; round < 50; round += 1) {
      const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => `${name}${round}`) as [
        string,
        string,
        string,
        string,
      ];
      for (const key of [a, b, c]) cache.answerFor(key, make(key));
      expect(isKept(cache, a)).toBe(true);
      cache.answerFor(d, make(d));
      expect(isKept(cache, b)).toBe(false);
      expect([a, c, d].map((key) => isKept(cache, key))).toEqual([true, true, true]);
    }
  });

  it('keeps answers until their bytes pass the limit, and forgets all when the content changes', () => {
    let stamp = 'v1';
    const cache = new AnswerCache(() => stamp, { entries: 100, bytes: 40 });
    cache.answerFor('one', () => 'x'.repeat(15));
    cache.answerFor('two', () => 'y'.repeat(15));
    expect(isKept(cache, 'one')).toBe(true);
    cache.answerFor('three', () => 'z'.repeat(15));
    expect(['one', 'two', 'three'].map((key) => isKept(cache, key))).toEqual([true, false, true]);
    stamp = 'v2';
    expect(isKept(cache, 'one')).toBe(false);
    cache.answerFor('four', () => 'w');
    expect(isKept(cache, 'four')).toBe(true);
  });
});
