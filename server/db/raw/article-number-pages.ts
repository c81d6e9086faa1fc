// Raw SQL: the admin list searches a million numbers through the FTS5 trigram index (MATCH), which
// drizzle's builder lacks (measured by the admin-pages part of `npm run bench`).
import type {
  ArticleNumberCounts,
  ArticleNumberGroup,
  ArticleNumberPage,
  ArticleNumberPageQuery,
} from '../../../common/api/article-numbers';
import { articleNumberRevision } from '../../domain/article-numbers/revision';
import { sqliteOf, type Db } from '../client';

interface KeyRow {
  number_key: string;
  number: string;
}

/** An FTS5 phrase: the trigram tokenizer matches it as a substring. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

export interface AdminArticleNumberReads {
  page(query: ArticleNumberPageQuery): ArticleNumberPage;
  counts(): ArticleNumberCounts;
}

/**
 * The admin list at a million numbers: one row per number key (article_number_keys), searched
 * through the autocomplete's trigram index for 3+ characters (a scan of the keys for 1-2, which no
 * index serves), then the categories of only the numbers on the page.
 */
export function prepareAdminArticleNumberReads(db: Db): AdminArticleNumberReads {
  const sqlite = sqliteOf(db);
  const countAll = sqlite.prepare<[], number>('SELECT count(*) FROM article_number_keys').pluck();
  const pageAll = sqlite.prepare<[number, number], KeyRow>(
    'SELECT number_key, number FROM article_number_keys ORDER BY number_key LIMIT ? OFFSET ?',
  );
  const countFts = sqlite
    .prepare<[string], number>(
      'SELECT count(*) FROM article_number_search WHERE article_number_search MATCH ?',
    )
    .pluck();
  const pageFts = sqlite.prepare<[string, number, number], KeyRow>(
    `SELECT k.number_key, k.number FROM article_number_search s JOIN article_number_keys k ON k.id = s.rowid
     WHERE article_number_search MATCH ? ORDER BY k.number_key LIMIT ? OFFSET ?`,
  );
  const countShort = sqlite
    .prepare<[string], number>('SELECT count(*) FROM article_number_keys WHERE instr(number_key, ?) > 0')
    .pluck();
  const pageShort = sqlite.prepare<[string, number, number], KeyRow>(
    'SELECT number_key, number FROM article_number_keys WHERE instr(number_key, ?) > 0 ORDER BY number_key LIMIT ? OFFSET ?',
  );
  const categoriesOfKeys = sqlite.prepare<[string], { id: number; number_key: string; category_id: number }>(
    `SELECT id, number_key, category_id FROM article_numbers
     WHERE number_key IN (SELECT value FROM json_each(?)) ORDER BY number_key, category_id`,
  );
  const counts = sqlite.prepare<[], ArticleNumberCounts>(
    `SELECT (SELECT count(*) FROM article_number_keys) AS articleNumbers,
            (SELECT count(*) FROM article_numbers) AS links,
            (SELECT count(*) FROM categories) AS categories,
            (SELECT count(*) FROM instructions) AS instructions`,
  );

  function withCategories(rows: readonly KeyRow[]): ArticleNumberGroup[] {
    const groups = new Map(
      rows.map((row) => [
        row.number_key,
        { number: row.number, categoryIds: [] as number[], linkIds: [] as number[] },
      ]),
    );
    for (const link of categoriesOfKeys.all(JSON.stringify(rows.map((row) => row.number_key)))) {
      const group = groups.get(link.number_key);
      group?.categoryIds.push(link.category_id);
      group?.linkIds.push(link.id);
    }
    return [...groups.values()].map(({ number, categoryIds, linkIds }) => ({
      number,
      categoryIds,
      revision: articleNumberRevision(linkIds),
    }));
  }

  return {
    page({ search, offset, limit }) {
      const key = search.toLowerCase();
      if (key.length === 0)
        return { items: withCategories(pageAll.all(limit, offset)), total: countAll.get() ?? 0 };
      if (Array.from(key).length >= 3) {
        const phrase = ftsPhrase(key);
        return {
          items: withCategories(pageFts.all(phrase, limit, offset)),
          total: countFts.get(phrase) ?? 0,
        };
      }
      return { items: withCategories(pageShort.all(key, limit, offset)), total: countShort.get(key) ?? 0 };
    },
    counts: () => counts.get() ?? { articleNumbers: 0, links: 0, categories: 0, instructions: 0 },
  };
}
