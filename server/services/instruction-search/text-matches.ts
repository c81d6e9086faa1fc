import type { TextRange } from '../../../common/api/search';
import { foldText } from '../../domain/search-terms';

const SNIPPET_LENGTH = 180;
const CONTEXT_BEFORE = 50;

/** The folded text and, per folded UTF-16 unit, where its character starts in the original. */
function foldWithPositions(text: string): { folded: string; origin: (at: number) => number } {
  const whole = foldText(text);
  // Usually folding keeps every position (é → e); only then is the per-character walk needed.
  if (whole.length === text.length) return { folded: whole, origin: (at) => at };
  const parts: string[] = [];
  const origins: number[] = [];
  let at = 0;
  for (const char of text) {
    const part = foldText(char);
    parts.push(part);
    for (let i = 0; i < part.length; i += 1) origins.push(at);
    at += char.length;
  }
  origins.push(at);
  return { folded: parts.join(''), origin: (index) => origins[index] ?? text.length };
}

/** A searched word (letters and digits only) also where one punctuation mark joins its letters: `wifi` in `Wi-Fi`. */
const joinedPattern = (word: string) => new RegExp(Array.from(word).join('[^\\p{L}\\p{N}\\s]?'), 'gu');

/** Where any of the words occurs in the text (case and accents ignored), sorted, overlaps merged. */
export function matchRanges(text: string, words: readonly string[]): TextRange[] {
  const { folded, origin } = foldWithPositions(text);
  const found: TextRange[] = [];
  for (const word of words) {
    for (const match of folded.matchAll(joinedPattern(word))) {
      found.push([origin(match.index), origin(match.index + match[0].length)]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** A short piece of the text around its first match, with the matches inside it. */
export function snippetOf(text: string, words: readonly string[]): { snippet: string; ranges: TextRange[] } {
  const ranges = matchRanges(text, words);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - CONTEXT_BEFORE);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > first ? space : end;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    snippet: `${prefix}${text.slice(start, end)}${suffix}`,
    ranges: ranges
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]): TextRange => [from + shift, to + shift]),
  };
}
