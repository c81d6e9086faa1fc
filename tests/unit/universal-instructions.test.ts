import { describe, expect, it } from 'vitest';
import {
  isExcludedByPattern,
  selectArticleInstructions,
  type InstructionCandidate,
} from '../../server/domain/universal-instructions';

const candidate = (id: number, fields: Partial<InstructionCandidate> = {}): InstructionCandidate => ({
  id,
  categoryId: null,
  isUniversal: false,
  excludePatterns: [],
  ...fields,
});

describe('isExcludedByPattern', () => {
  it.each([
    ['AVN-R110-REFURB', ['refurb'], true],
    ['avn-r110-refurb', ['REFURB'], true],
    ['  AVN-R110 ', ['r110'], true],
    ['AVN-R110', ['REFURB'], false],
    ['AVN-R110', [], false],
    ['AVN-R110', ['', '  '], false],
    ['AVN-R110', ['XYZ', ' -r1 '], true],
  ])('%s with %j → %s', (number, patterns, excluded) => {
    expect(isExcludedByPattern(number, patterns)).toBe(excluded);
  });
});

describe('selectArticleInstructions', () => {
  const linked = new Set([1, 2]);

  it("keeps the instructions of the number's categories and drops the others", () => {
    const result = selectArticleInstructions('AVN-R110', linked, [
      candidate(10, { categoryId: 1 }),
      candidate(11, { categoryId: 3 }),
      candidate(12, { categoryId: 2 }),
    ]);
    expect(result.map((entry) => entry.id)).toEqual([10, 12]);
  });

  it('adds every universal instruction none of whose patterns the number contains', () => {
    const result = selectArticleInstructions('AVN-R110-REFURB', linked, [
      candidate(20, { isUniversal: true }),
      candidate(21, { isUniversal: true, excludePatterns: ['refurb'] }),
      candidate(22, { isUniversal: true, excludePatterns: ['KCH', 'GRD'] }),
    ]);
    expect(result.map((entry) => entry.id)).toEqual([20, 22]);
  });

  it('keeps a universal instruction of a linked category even when a pattern matches', () => {
    const result = selectArticleInstructions('AVN-R110-REFURB', linked, [
      candidate(30, { isUniversal: true, categoryId: 1, excludePatterns: ['REFURB'] }),
    ]);
    expect(result.map((entry) => entry.id)).toEqual([30]);
  });

  it('gives each instruction once', () => {
    const twice = candidate(40, { categoryId: 1, isUniversal: true });
    expect(selectArticleInstructions('AVN-R110', linked, [twice, twice]).map((entry) => entry.id)).toEqual([
      40,
    ]);
  });

  it('gives a number without categories only the universal instructions', () => {
    const result = selectArticleInstructions('X-1', new Set(), [
      candidate(50, { categoryId: 1 }),
      candidate(51, { isUniversal: true }),
    ]);
    expect(result.map((entry) => entry.id)).toEqual([51]);
  });
});
