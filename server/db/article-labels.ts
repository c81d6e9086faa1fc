import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ArticleLabel } from '../../common/api/labels';
import type { Db } from './client';
import { articleNumberKeys, articleNumbers, categories } from './schema';

interface KeyRow {
  numberKey: string;
  number: string;
}

/** Each number with the names of its categories, in alphabetical order. */
function withCategories(db: Db, rows: readonly KeyRow[]): Map<string, ArticleLabel> {
  const labels = new Map(
    rows.map((row) => [row.numberKey, { number: row.number, categories: [] as string[] }]),
  );
  if (rows.length === 0) return labels;
  const links = db
    .select({ numberKey: articleNumbers.numberKey, name: categories.name })
    .from(articleNumbers)
    .innerJoin(categories, eq(categories.id, articleNumbers.categoryId))
    .where(inArray(articleNumbers.numberKey, [...labels.keys()]))
    .orderBy(sql`lower(${categories.name})`)
    .all();
  for (const link of links) labels.get(link.numberKey)?.categories.push(link.name);
  return labels;
}

const keyColumns = { numberKey: articleNumberKeys.numberKey, number: articleNumberKeys.number };

/** The numbers with these keys, in the order given; unknown keys are left out. */
export function labelsByKeys(db: Db, keys: readonly string[]): ArticleLabel[] {
  if (keys.length === 0) return [];
  const rows = db
    .select(keyColumns)
    .from(articleNumberKeys)
    .where(inArray(articleNumberKeys.numberKey, [...keys]))
    .all();
  const labels = withCategories(db, rows);
  return keys.flatMap((key) => {
    const label = labels.get(key);
    return label ? [label] : [];
  });
}

/** Up to `limit` numbers whose key contains `key`, in key order. */
export function labelsMatching(db: Db, key: string, limit: number): ArticleLabel[] {
  const rows = db
    .select(keyColumns)
    .from(articleNumberKeys)
    .where(sql`instr(${articleNumberKeys.numberKey}, ${key}) > 0`)
    .orderBy(asc(articleNumberKeys.numberKey))
    .limit(limit)
    .all();
  return [...withCategories(db, rows).values()];
}
