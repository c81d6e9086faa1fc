import type { ImportRowError } from '../../common/api/article-numbers';
import { MAX_ARTICLE_NUMBER_LENGTH, MAX_NAME_LENGTH } from '../../common/limits';

/** One data line of an import file (CSV or spreadsheet), cells as read. */
export interface RawArticleNumberRow {
  /** 1-based line in the file, the header being line 1. */
  line: number;
  number: string;
  category: string;
}

/** A row that passed the rules: trimmed number (spelled as on its key's first row) and category name. */
export interface ArticleNumberRow extends RawArticleNumberRow {
  numberKey: string;
}

export interface CheckedArticleNumberRows {
  rows: ArticleNumberRow[];
  errors: ImportRowError[];
}

/** Scanners and people type `avn-r110 `: every match is on the trimmed, lower-cased number. */
export const articleNumberKey = (number: string): string => number.trim().toLowerCase();

/**
 * Applies the import rules to data rows: empty or over-long cells and repeated (number, category)
 * pairs are reported with their line, the rest pass. Blank lines are skipped silently.
 */
export function checkArticleNumberRows(rawRows: readonly RawArticleNumberRow[]): CheckedArticleNumberRows {
  const rows: ArticleNumberRow[] = [];
  const errors: ImportRowError[] = [];
  const firstLineOfPair = new Map<string, number>();
  const spellingOfKey = new Map<string, string>();
  for (const raw of rawRows) {
    const number = raw.number.trim();
    const category = raw.category.trim();
    if (number.length === 0 && category.length === 0) continue;
    const problem = rowProblem(number, category);
    if (problem) {
      errors.push({ line: raw.line, message: problem });
      continue;
    }
    const numberKey = articleNumberKey(number);
    const pair = `${numberKey}\u0000${category.toLowerCase()}`;
    const earlier = firstLineOfPair.get(pair);
    if (earlier !== undefined) {
      errors.push({ line: raw.line, message: `Duplicate of line ${earlier}` });
      continue;
    }
    firstLineOfPair.set(pair, raw.line);
    if (!spellingOfKey.has(numberKey)) spellingOfKey.set(numberKey, number);
    rows.push({ line: raw.line, number: spellingOfKey.get(numberKey) ?? number, category, numberKey });
  }
  return { rows, errors };
}

/**
 * One row under the import rules: `null` for a blank line (skipped silently), a problem for a bad
 * row, else the trimmed cells with the number's key and the category's case-insensitive key.
 */
export function checkArticleNumberRow(
  raw: RawArticleNumberRow,
): null | { problem: string } | { number: string; numberKey: string; category: string; categoryKey: string } {
  const number = raw.number.trim();
  const category = raw.category.trim();
  if (number.length === 0 && category.length === 0) return null;
  const problem = rowProblem(number, category);
  if (problem) return { problem };
  return { number, numberKey: articleNumberKey(number), category, categoryKey: category.toLowerCase() };
}

function rowProblem(number: string, category: string): string | null {
  if (number.length === 0) return 'Article number is empty';
  if (category.length === 0) return 'Category is empty';
  if (number.length > MAX_ARTICLE_NUMBER_LENGTH) {
    return `Article number is longer than ${MAX_ARTICLE_NUMBER_LENGTH} characters`;
  }
  if (category.length > MAX_NAME_LENGTH) return `Category name is longer than ${MAX_NAME_LENGTH} characters`;
  return null;
}
