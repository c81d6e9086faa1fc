import { countArticleNumbers } from '../../db/article-number-queries';
import { iterateArticleNumbersWithCategoryNames } from '../../db/raw/article-number-export';
import type { Db } from '../../db/client';
import {
  ARTICLE_NUMBER_CSV_HEAD,
  formatArticleNumberCsvLines,
  type ArticleNumberCsvLine,
} from '../../domain/csv/format';

/** Lines per piece of the export: small enough to stay light, large enough to stream quickly. */
const LINES_PER_CHUNK = 5_000;

export interface CsvChunk {
  text: string;
  done: number;
  total: number;
}

/**
 * The export file in pieces, read row by row from one consistent snapshot (the iteration is one
 * read transaction), so a million rows never sit in memory at once.
 */
export function* articleNumberCsvChunks(db: Db): Generator<CsvChunk> {
  const total = countArticleNumbers(db);
  yield { text: ARTICLE_NUMBER_CSV_HEAD, done: 0, total };
  let lines: ArticleNumberCsvLine[] = [];
  let done = 0;
  for (const line of iterateArticleNumbersWithCategoryNames(db)) {
    lines.push(line);
    if (lines.length === LINES_PER_CHUNK) {
      done += lines.length;
      yield { text: formatArticleNumberCsvLines(lines), done, total };
      lines = [];
    }
  }
  if (lines.length > 0) {
    done += lines.length;
    yield { text: formatArticleNumberCsvLines(lines), done, total };
  }
}
