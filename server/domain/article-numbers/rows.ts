import type { ImportRowError, ImportRowProblem } from '../../../common/api/article-numbers';
import {
  articleNumberIssue,
  articleNumberKey,
  normaliseArticleNumber,
} from '../../../common/article-number-rules';
import { MAX_ARTICLE_NUMBER_LENGTH, MAX_NAME_LENGTH } from '../../../common/limits';
import { categoryNameKey } from '../category-name-key';
import { importRowError } from '../import-row-problems';

/** One data line of an import file (CSV or spreadsheet), cells as read. */
export interface RawArticleNumberRow {
  /** 1-based line in the file, the header being line 1. */
  line: number;
  number: string;
  category: string;
}

/** A row that passed the rules: normalised number and trimmed category name. */
interface ArticleNumberRow extends RawArticleNumberRow {
  numberKey: string;
}

export interface CheckedArticleNumberRows {
  rows: ArticleNumberRow[];
  errors: ImportRowError[];
}

/**
 * Applies the import rules to data rows: empty or over-long cells and repeated (number, category)
 * pairs are reported with their line, the rest pass. Blank lines are skipped silently.
 */
export function checkArticleNumberRows(rawRows: readonly RawArticleNumberRow[]): CheckedArticleNumberRows {
  const rows: ArticleNumberRow[] = [];
  const errors: ImportRowError[] = [];
  const firstLineOfPair = new Map<string, number>();
  for (const raw of rawRows) {
    const checked = checkArticleNumberRow(raw);
    if (checked === null) continue;
    if ('problem' in checked) {
      errors.push(importRowError(raw.line, checked.problem));
      continue;
    }
    const { number, numberKey, category } = checked;
    const pair = `${numberKey}\u0000${categoryNameKey(category)}`;
    const earlier = firstLineOfPair.get(pair);
    if (earlier !== undefined) {
      errors.push(importRowError(raw.line, { kind: 'duplicate', values: { earlierLine: earlier } }));
      continue;
    }
    firstLineOfPair.set(pair, raw.line);
    rows.push({ line: raw.line, number, category, numberKey });
  }
  return { rows, errors };
}

/**
 * One row under the import rules: `null` for a blank line (skipped silently), a problem for a bad
 * row, else the trimmed cells with the number's key and the category's case-insensitive key.
 */
export function checkArticleNumberRow(
  raw: RawArticleNumberRow,
):
  | null
  | { problem: ImportRowProblem }
  | { number: string; numberKey: string; category: string; categoryKey: string } {
  const category = raw.category.trim();
  if (raw.number.trim().length === 0 && category.length === 0) return null;
  const problem = rowProblem(raw.number, category);
  if (problem) return { problem };
  const number = normaliseArticleNumber(raw.number);
  return { number, numberKey: articleNumberKey(number), category, categoryKey: categoryNameKey(category) };
}

function rowProblem(rawNumber: string, category: string): ImportRowProblem | null {
  const numberIssue = articleNumberIssue(rawNumber);
  if (numberIssue) return numberIssue;
  if (category.length === 0) return { kind: 'categoryEmpty', values: {} };
  if (normaliseArticleNumber(rawNumber).length > MAX_ARTICLE_NUMBER_LENGTH) {
    return { kind: 'numberTooLong', values: { max: MAX_ARTICLE_NUMBER_LENGTH } };
  }
  if (category.length > MAX_NAME_LENGTH) return { kind: 'categoryTooLong', values: { max: MAX_NAME_LENGTH } };
  return null;
}
