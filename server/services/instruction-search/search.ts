import { performance } from 'node:perf_hooks';
import { MAX_SEARCH_RESULTS, type SearchHit, type SearchNotice } from '../../../common/api/search';
import type { Language } from '../../../common/languages';
import { DEFAULT_SEARCH_CONFIG } from '../../config/config-defaults';
import {
  instructionOfDoc,
  type DocRange,
  type ScoredDoc,
  type SearchDoc,
  type SearchQueries,
} from '../../db/raw/search-queries';
import { numberPattern, partMatch, partsMatch, queryPlan, wordsMatch } from './query-words';
import { matchRanges } from './text-matches';
import { hitSnippet } from './document-snippets';

/**
 * Matches read per step and range. A word found in more documents than this is common, and its
 * matches beyond the first ones by id add nothing a visitor would scroll to; every step above it
 * (titles above content, whole words above parts of words) is still read on its own.
 */
const CANDIDATES = MAX_SEARCH_RESULTS * 6;
const NUMBERED_INSTRUCTIONS = MAX_SEARCH_RESULTS;
/**
 * Indexed words looked for per part of a word: a part inside more words than this is short or
 * common, and these already find more instructions than a page shows.
 */
const EXPANSIONS = 16;
/**
 * The steps every search takes whatever its time budget: the titles and texts in the visitor's
 * language that hold every word. A search whose start alone overran the budget (a worker's first
 * search on a loaded machine) would otherwise answer nothing, "incomplete", to a plain query.
 */
const STEPS_ALWAYS_TAKEN = 2;
/**
 * A snippet is looked for in this much of a text: reading, folding and scanning whole 1 MB
 * instructions for each result was most of such a search's time. A match further in shows the start.
 */
const SNIPPET_SCAN = 20_000;

/** What one search found, and why it may be less than a search of every typed word. */
export interface SearchOutcome {
  results: SearchHit[];
  notice?: SearchNotice;
}

type Step = (range: DocRange) => ScoredDoc[];

/** The steps of one search, best kind of match first. */
function steps(queries: SearchQueries, words: readonly string[]): Step[] {
  const match = wordsMatch(words);
  const found: Step[] = [
    (range) => queries.titles(match, range, CANDIDATES),
    (range) => queries.words(match, range, CANDIDATES),
  ];
  // Looked up only when the steps above leave room, and once for all ranges.
  let parts: { match: string | undefined } | undefined;
  found.push((range) => {
    parts ??= { match: partsMatch(words, (word) => queries.termsContaining(partMatch(word), EXPANSIONS)) };
    const partsOnly = parts.match === match ? undefined : parts.match;
    return partsOnly === undefined ? [] : queries.words(partsOnly, range, CANDIDATES);
  });
  return found;
}

const byScore = (a: ScoredDoc, b: ScoredDoc) => a.score - b.score || a.id - b.id;

/** The best document per instruction, in the order found, up to MAX_SEARCH_RESULTS instructions. */
class Picked {
  readonly docs = new Map<number, number>();

  get full(): boolean {
    return this.docs.size >= MAX_SEARCH_RESULTS;
  }

  add(docIds: Iterable<number>): void {
    for (const id of docIds) {
      const instruction = instructionOfDoc(id);
      if (!this.full && !this.docs.has(instruction)) this.docs.set(instruction, id);
    }
  }
}

/** One document per instruction, in the order given: the one in the visitor's language where it has one. */
function onePerInstruction(docs: readonly { id: number; instruction_id: number }[], own: DocRange): number[] {
  const chosen = new Map<number, number>();
  for (const { id, instruction_id } of docs) {
    const inOwn = id >= own.from && id <= own.to;
    if (!chosen.has(instruction_id) || inOwn) chosen.set(instruction_id, id);
  }
  return [...chosen.values()];
}

/** Instructions whose number contains the typed one. */
function numberedDocs(queries: SearchQueries, query: string, own: DocRange): number[] {
  const pattern = numberPattern(query);
  if (pattern === undefined) return [];
  return onePerInstruction(queries.numbered(pattern, query.trim(), NUMBERED_INSTRUCTIONS), own);
}

/** `000123 filter`: instructions whose number holds the words with digits and whose text holds the others. */
function numberedWithWordsDocs(queries: SearchQueries, words: readonly string[], own: DocRange): number[] {
  const numberWords = words.filter((word) => /\p{N}/u.test(word));
  const textWords = words.filter((word) => !numberWords.includes(word));
  const pattern = numberPattern(numberWords.join(' '));
  if (pattern === undefined || textWords.length === 0) return [];
  const candidates = queries.numbered(pattern, numberWords.join(''), NUMBERED_INSTRUCTIONS);
  const ids = candidates.map((doc) => doc.id);
  const matching = new Set(queries.wordsAmong(wordsMatch(textWords), ids).map((doc) => doc.id));
  return onePerInstruction(
    candidates.filter((doc) => matching.has(doc.id)),
    own,
  );
}

/**
 * Instructions whose title or content contains every word, or whose number contains the query:
 * numbers first, then matches in the visitor's language, then in the others; within each, title
 * matches above content matches above parts of longer words, each by bm25. Past `budgetMs`, takes
 * no step beyond STEPS_ALWAYS_TAKEN (issue 23: no query may hold the search for long). Each step is
 * bounded by CANDIDATES, so the overrun is one step. Wall-clock time in the search's own thread:
 * the server's thread stays free whatever this is.
 */
export function searchInstructions(
  queries: SearchQueries,
  query: string,
  language: Language,
  budgetMs = DEFAULT_SEARCH_CONFIG.budgetMs,
): SearchOutcome {
  const plan = queryPlan(query);
  const { words } = plan;
  if (words.length === 0) return { results: [], notice: plan.notice };
  const deadline = performance.now() + budgetMs;
  const own = queries.languageRange(language);
  const others: DocRange[] = [
    { from: 0, to: own.from - 1 },
    { from: own.to + 1, to: Number.MAX_SAFE_INTEGER },
  ];
  const picked = new Picked();
  picked.add(numberedDocs(queries, query, own));
  picked.add(numberedWithWordsDocs(queries, words, own));
  const wordSteps = steps(queries, words);
  let incomplete = false;
  for (const [pass, ranges] of [[own], others].entries()) {
    for (const [index, step] of wordSteps.entries()) {
      if (picked.full) break;
      const always = pass === 0 && index < STEPS_ALWAYS_TAKEN;
      if (!always && performance.now() > deadline) {
        incomplete = true;
        break;
      }
      picked.add(
        ranges
          .flatMap(step)
          .sort(byScore)
          .map((doc) => doc.id),
      );
    }
  }
  const notice = incomplete ? 'incomplete' : plan.notice;
  if (picked.docs.size === 0) return { results: [], notice };
  return { results: hitsOf(queries, [...picked.docs.values()], words, language), notice };
}

function hitsOf(queries: SearchQueries, docIds: number[], words: string[], language: Language): SearchHit[] {
  const byId = new Map(queries.docs(docIds).map((doc): [number, SearchDoc] => [doc.id, doc]));
  const docs = docIds.flatMap((id) => byId.get(id) ?? []);
  const titles = queries.titlesIn(
    language,
    docs.map((doc) => doc.instruction_id),
  );
  const bodies = queries.bodies(docIds, SNIPPET_SCAN);
  return docs.map((doc) => {
    const title = titles.get(doc.instruction_id) ?? doc.base_title;
    const { snippet, ranges, page } = hitSnippet(queries, doc, bodies.get(doc.id) ?? '', words);
    return {
      instructionId: doc.instruction_id,
      instructionNumber: doc.number,
      type: doc.type,
      title,
      titleRanges: matchRanges(title, words),
      language: doc.language,
      otherLanguage: doc.language !== language,
      snippet,
      snippetRanges: ranges,
      ...(page === undefined ? {} : { page }),
    };
  });
}
