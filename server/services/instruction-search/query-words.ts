/** Trigram matching needs at least this many characters. */
export const MIN_PART_LENGTH = 3;
const MAX_WORDS = 10;

/** Lower case without accents, as the index's tokenizers fold text (`Café` → `cafe`). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The searched words: runs of letters and digits, folded, duplicates dropped, at most MAX_WORDS. */
export function queryWords(query: string): string[] {
  const words = foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;

/** FTS5 query for the word index: every word, each as a whole word or the start of one. */
export function wordsMatch(words: readonly string[]): string {
  return words.map((word) => `${phrase(word)}*`).join(' AND ');
}

/** FTS5 query for the trigram index: every word of 3+ characters anywhere, as part of a longer word too. */
export function partsMatch(words: readonly string[]): string | undefined {
  const long = words.filter((word) => [...word].length >= MIN_PART_LENGTH);
  return long.length > 0 ? long.map(phrase).join(' AND ') : undefined;
}

/** The words the trigram index cannot look for, matched in the word index instead. */
export function shortWordsMatch(words: readonly string[]): string | undefined {
  const short = words.filter((word) => [...word].length < MIN_PART_LENGTH);
  return short.length > 0 ? wordsMatch(short) : undefined;
}
