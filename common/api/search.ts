import { z } from 'zod';
import type { InstructionType } from '../instruction-types';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../languages';
import { MAX_SEARCH_QUERY_LENGTH } from './search-limits';

export { MAX_SEARCH_QUERY_LENGTH, MAX_SEARCH_RESULTS, MIN_SEARCH_WORD_LENGTH } from './search-limits';

/** GET /api/search?q=&lang= : the words and the visitor's language. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_SEARCH_QUERY_LENGTH, `Search text must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`)
    .default(''),
  lang: z
    .enum(SUPPORTED_LANGUAGES, { error: `lang must be one of ${SUPPORTED_LANGUAGES.join(', ')}` })
    .default(DEFAULT_LANGUAGE),
});

/** Start (inclusive) and end (exclusive) of a matched part, in UTF-16 units of its text. */
export type TextRange = [start: number, end: number];

export interface SearchHit {
  instructionId: number;
  instructionNumber: string;
  type: InstructionType;
  /** In the visitor's language: its own title if not blank, else the base title. */
  title: string;
  titleRanges: TextRange[];
  /** The language whose text matched; open the instruction in it. */
  language: Language;
  /** True when the match is not in the visitor's language. */
  otherLanguage: boolean;
  /** Plain text around the first match; "…" marks cut text. */
  snippet: string;
  snippetRanges: TextRange[];
  /** Set when the snippet is from the language's PDF manual: its page (1 first); open the PDF there. */
  page?: number;
}

/**
 * Why an answer is not a plain search of every typed word: `tooShort` no word has
 * MIN_SEARCH_WORD_LENGTH letters (nothing was searched); `wordsIgnored` single letters or words past
 * the tenth were left out; `incomplete` the search stopped at its time budget with what it had.
 */
export type SearchNotice = 'tooShort' | 'wordsIgnored' | 'incomplete';

/** Answer of GET /api/search: matches in the visitor's language first, best first. */
export interface SearchAnswer {
  query: string;
  language: Language;
  results: SearchHit[];
  notice?: SearchNotice;
  /** The query is this known article number: open its instructions rather than a list of words. */
  article?: string;
}
