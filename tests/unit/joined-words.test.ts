import { describe, expect, it } from 'vitest';
import { joinedWords } from '../../server/domain/search-terms';

describe('joinedWords', () => {
  it('joins hyphenated and dotted words, folded', () => {
    expect(joinedWords('Wi-Fi router, E-Mail, 3.5 mm, x-Wi-Fi and plain words')).toBe('wifi email 35 xwifi');
  });

  it('answers for a million letters without a mark in one go (a save of such content held the server)', () => {
    expect(joinedWords('x'.repeat(1_000_000))).toBe('');
    expect(joinedWords(`${'ab-'.repeat(100_000)}z`).length).toBe(200_001);
  });
});
