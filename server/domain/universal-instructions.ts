import { articleNumberKey } from '../../common/article-number-rules';

/** What the article rule needs to know of an instruction. */
export interface InstructionCandidate {
  id: number;
  categoryId: number | null;
  isUniversal: boolean;
  excludePatterns: readonly string[];
}

/** Whether one of the patterns is contained in the article number, matched like every article number. */
export function isExcludedByPattern(articleNumber: string, excludePatterns: readonly string[]): boolean {
  const number = articleNumberKey(articleNumber);
  return excludePatterns.some((pattern) => {
    const needle = articleNumberKey(pattern);
    return needle.length > 0 && number.includes(needle);
  });
}

/**
 * The instructions an article number gets: those of its categories, plus every universal instruction
 * none of whose exclude patterns is contained in the number. Each instruction once, in input order.
 */
export function selectArticleInstructions<T extends InstructionCandidate>(
  articleNumber: string,
  linkedCategoryIds: ReadonlySet<number>,
  candidates: readonly T[],
): T[] {
  const seen = new Set<number>();
  return candidates.filter((candidate) => {
    if (seen.has(candidate.id)) return false;
    const linked = candidate.categoryId !== null && linkedCategoryIds.has(candidate.categoryId);
    const universal = candidate.isUniversal && !isExcludedByPattern(articleNumber, candidate.excludePatterns);
    if (!linked && !universal) return false;
    seen.add(candidate.id);
    return true;
  });
}
