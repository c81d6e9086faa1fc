import type { ArticleLabel } from '../../common/api/labels';
import { sqliteOf, type Db } from './client';

interface Row {
  number: string;
  categories: string;
}

const SELECT_LABELS = `SELECT k.number AS number,
    (SELECT json_group_array(name) FROM (SELECT c.name FROM article_numbers a JOIN categories c ON c.id = a.category_id
      WHERE a.number_key = k.number_key ORDER BY lower(c.name))) AS categories
  FROM article_number_keys k`;

const toLabel = (row: Row): ArticleLabel => ({
  number: row.number,
  categories: JSON.parse(row.categories) as string[],
});

/** The numbers with these keys, in the order given; unknown keys are left out. */
export function labelsByKeys(db: Db, keys: readonly string[]): ArticleLabel[] {
  const statement = sqliteOf(db).prepare<[string], Row>(`${SELECT_LABELS} WHERE k.number_key = ?`);
  return keys.flatMap((key) => {
    const row = statement.get(key);
    return row ? [toLabel(row)] : [];
  });
}

/** Up to `limit` numbers whose key contains `key`, in key order. */
export function labelsMatching(db: Db, key: string, limit: number): ArticleLabel[] {
  return sqliteOf(db)
    .prepare<[string, number], Row>(
      `${SELECT_LABELS} WHERE instr(k.number_key, ?) > 0 ORDER BY k.number_key LIMIT ?`,
    )
    .all(key, limit)
    .map(toLabel);
}
