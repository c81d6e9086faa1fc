import { MAX_SEARCH_RESULTS, type SearchHit } from '../../../common/api/search';
import type { Language } from '../../../common/languages';
import type { ScoredDoc, SearchDoc, SearchQueries } from '../../db/search-queries';
import { partsMatch, queryWords, shortWordsMatch, wordsMatch } from './query-words';
import { matchRanges, snippetOf } from './text-matches';

// Documents are per language, so one instruction can match up to seven times before it is merged.
const DOC_LIMIT = MAX_SEARCH_RESULTS * 8;

interface RankedDoc {
  doc: SearchDoc;
  /** 0: whole words or word starts; 1: only parts of longer words. */
  tier: number;
  score: number;
}

function scoredDocs(queries: SearchQueries, words: string[]): Map<number, { tier: number; score: number }> {
  const found = new Map<number, { tier: number; score: number }>();
  const add = (docs: ScoredDoc[], tier: number) => {
    for (const { id, score } of docs) if (!found.has(id)) found.set(id, { tier, score });
  };
  add(queries.words(wordsMatch(words), DOC_LIMIT), 0);
  const parts = partsMatch(words);
  if (parts !== undefined && found.size < DOC_LIMIT) {
    add(queries.parts(parts, shortWordsMatch(words), DOC_LIMIT), 1);
  }
  return found;
}

/**
 * Instructions whose title, content or number contains every word: those that match in the
 * visitor's language first, then the others; each group by tier, then bm25 (title above content).
 */
export function searchInstructions(queries: SearchQueries, query: string, language: Language): SearchHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored = scoredDocs(queries, words);
  if (scored.size === 0) return [];

  const ranked: RankedDoc[] = queries.docs([...scored.keys()]).map((doc) => {
    const { tier, score } = scored.get(doc.id) ?? { tier: 1, score: 0 };
    return { doc, tier, score };
  });
  const group = (entry: RankedDoc) => (entry.doc.language === language ? 0 : 1);
  ranked.sort((a, b) => group(a) - group(b) || a.tier - b.tier || a.score - b.score || a.doc.id - b.doc.id);

  const best = new Map<number, SearchDoc>();
  for (const { doc } of ranked) {
    if (!best.has(doc.instruction_id) && best.size < MAX_SEARCH_RESULTS) best.set(doc.instruction_id, doc);
  }
  const titles = queries.titlesIn(language, [...best.keys()]);
  const bodies = queries.bodies([...best.values()].map((doc) => doc.id));
  return [...best.values()].map((doc) => {
    const title = titles.get(doc.instruction_id) ?? doc.base_title;
    const { snippet, ranges } = snippetOf(bodies.get(doc.id) ?? '', words);
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
    };
  });
}
