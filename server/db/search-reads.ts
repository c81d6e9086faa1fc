import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { tableChangeStamp } from './raw/table-changes';
import { articleNumberKeys } from './schema';

/** What the word-search route reads on the server's own connection; the search itself runs in its worker. */
export interface SearchReads {
  /** The known article number with this key (common/article-number-rules.ts), as stored. */
  articleNumber(numberKey: string): string | undefined;
  /** Moves whenever what a search finds may have changed (any connection's write, a library update). */
  contentStamp: () => string;
}

// A document's pages change only with its row (server/db/instruction-documents.ts), so its table stands for both.
const SEARCHED_TABLES = [
  'categories',
  'instructions',
  'instruction_contents',
  'instruction_titles',
  'instruction_documents',
] as const;

export function prepareSearchReads(db: Db): SearchReads {
  const number = db
    .select({ number: articleNumberKeys.number })
    .from(articleNumberKeys)
    .where(eq(articleNumberKeys.numberKey, sql.placeholder('numberKey')))
    .prepare();
  return {
    articleNumber: (numberKey) => number.get({ numberKey })?.number,
    contentStamp: tableChangeStamp(db, 'word_search', SEARCHED_TABLES),
  };
}
