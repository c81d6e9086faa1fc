import type { TextRange } from '../../../common/api/search';
import type { SearchDoc, SearchQueries } from '../../db/raw/search-queries';
import { snippetOf } from './text-matches';

/**
 * Characters of a PDF's pages read to find the page of a match, per result: a 1,000-page manual
 * holds a few million, and a word found only far into it shows the start of the manual instead.
 */
const PAGE_SCAN = 1_000_000;

/** A search document's body: the content's text, then each page of the PDF after a form feed. */
const PAGE_BREAK = '\f';

export interface HitSnippet {
  snippet: string;
  ranges: TextRange[];
  /** The PDF page the snippet is from. */
  page?: number;
}

/**
 * The snippet of a result: around the first match in the content's text, else in the first page of
 * the language's PDF that holds one, with that page's number (schema-extras.sql builds the body).
 */
export function hitSnippet(
  queries: SearchQueries,
  doc: SearchDoc,
  body: string,
  words: readonly string[],
): HitSnippet {
  const breakAt = body.indexOf(PAGE_BREAK);
  if (breakAt < 0) return snippetOf(body, words);
  const content = snippetOf(body.slice(0, breakAt), words);
  if (content.ranges.length > 0) return content;
  let scanned = 0;
  for (const { page, text } of queries.documentPages(doc.instruction_id, doc.language)) {
    const found = snippetOf(text, words);
    if (found.ranges.length > 0) return { ...found, page };
    scanned += text.length;
    if (scanned > PAGE_SCAN) break;
  }
  if (content.snippet.trim()) return content;
  return snippetOf(body.slice(breakAt + 1).split(PAGE_BREAK, 1)[0] ?? '', words);
}
