import { articleNumberKey } from '../../common/article-number-rules';

/** What the article rule needs to know of an instruction. */
export interface InstructionCandidate {
  id: number;
  categoryId: number | null;
  isUniversal: boolean;
  excludePatterns: readonly string[];
}

/** Exclude patterns are few and asked for on every lookup: their keys are kept (bounded for safety). */
const patternKeys = new Map<string, string>();
const MAX_PATTERN_KEYS = 10_000;

function patternKey(pattern: string): string {
  let key = patternKeys.get(pattern);
  if (key === undefined) {
    if (patternKeys.size >= MAX_PATTERN_KEYS) patternKeys.clear();
    key = articleNumberKey(pattern);
    patternKeys.set(pattern, key);
  }
  return key;
}

const excludesKey = (numberKey: string, excludePatterns: readonly string[]) =>
  excludePatterns.some((pattern) => {
    const needle = patternKey(pattern);
    return needle.length > 0 && numberKey.includes(needle);
  });

/** Whether one of the patterns is contained in the article number, matched like every article number. */
export function isExcludedByPattern(articleNumber: string, excludePatterns: readonly string[]): boolean {
  return excludesKey(articleNumberKey(articleNumber), excludePatterns);
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
  const numberKey = articleNumberKey(articleNumber);
  return candidates.filter((candidate) => {
    if (seen.has(candidate.id)) return false;
    const linked = candidate.categoryId !== null && linkedCategoryIds.has(candidate.categoryId);
    const universal = candidate.isUniversal && !excludesKey(numberKey, candidate.excludePatterns);
    if (!linked && !universal) return false;
    seen.add(candidate.id);
    return true;
  });
}
