import { MIN_SEARCH_WORD_LENGTH, type SearchNotice } from '../../../common/api/search';
import { foldText } from '../../domain/search-terms';

/** Trigram matching needs at least this many characters. */
const MIN_PART_LENGTH = 3;
const MAX_WORDS = 10;

const length = (word: string) => Array.from(word).length;

/**
 * The searched words: runs of letters and digits, folded, duplicates dropped, at most MAX_WORDS of
 * at least MIN_SEARCH_WORD_LENGTH characters. A single letter starts most words of the library and
 * finds nothing a visitor meant; a notice says what was left out.
 */
export function queryPlan(query: string): { words: string[]; notice?: SearchNotice } {
  const all = [...new Set(foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [])];
  const long = all.filter((word) => length(word) >= MIN_SEARCH_WORD_LENGTH);
  if (long.length === 0) return { words: [], notice: 'tooShort' };
  const words = long.slice(0, MAX_WORDS);
  return words.length < all.length ? { words, notice: 'wordsIgnored' } : { words };
}

export const queryWords = (query: string): string[] => queryPlan(query).words;

/**
 * SQL LIKE pattern for instruction numbers containing the query's letters and digits in order
 * (`ins 000123` finds `INS-000123`), or undefined when the query has no digit or is too short to
 * point at a number (every number starts with the same letters).
 */
export function numberPattern(query: string): string | undefined {
  const pieces = foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (length < MIN_PART_LENGTH || !pieces.some((piece) => /\p{N}/u.test(piece))) return undefined;
  return `%${pieces.join('%')}%`;
}

const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;

const isShort = (word: string) => length(word) < MIN_PART_LENGTH;

/**
 * FTS5 query for the word index: every word, as a whole word, or the start of one when it is too
 * short for trigrams (two letters: the indexes keep a prefix index of that length, migration 0012). Longer words are not prefix queries: FTS5 merges the lists of every word with
 * that start over the whole index, which was most of a slow search; `partsMatch` finds them.
 */
export function wordsMatch(words: readonly string[]): string {
  return words.map((word) => (isShort(word) ? `${phrase(word)}*` : phrase(word))).join(' AND ');
}

/** FTS5 query for one word's trigrams: the word anywhere inside a longer one. */
export const partMatch = (word: string): string => phrase(word);

/**
 * FTS5 query for the word index where each word of 3+ characters may be any of the indexed words
 * containing it (`expansions`, looked up in the trigram index of words) and each shorter word the
 * start of one; undefined when a word is inside no indexed word.
 */
export function partsMatch(
  words: readonly string[],
  expansions: (word: string) => readonly string[],
): string | undefined {
  const clauses: string[] = [];
  for (const word of words) {
    if (isShort(word)) {
      clauses.push(`${phrase(word)}*`);
      continue;
    }
    const terms = expansions(word);
    if (terms.length === 0) return undefined;
    clauses.push(`(${terms.map(phrase).join(' OR ')})`);
  }
  return clauses.join(' AND ');
}
