import type { ArticleNumberRecord } from '../../../common/api/article-numbers';

export interface ArticleNumberGroup {
  number: string;
  categoryIds: number[];
}

/**
 * One row per article number with all its categories, sorted by number. Numbers that differ only
 * in case or surrounding spaces are one number, as the server matches them.
 */
export function groupArticleNumbers(records: ArticleNumberRecord[]): ArticleNumberGroup[] {
  const groups = new Map<string, ArticleNumberGroup>();
  for (const record of records) {
    const key = record.number.trim().toLowerCase();
    const group = groups.get(key) ?? { number: record.number.trim(), categoryIds: [] };
    if (!group.categoryIds.includes(record.categoryId)) group.categoryIds.push(record.categoryId);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.number.localeCompare(b.number, undefined, { numeric: true }));
}

/** Case-insensitive substring match on the number (spec: the search box on Article Numbers). */
export function filterGroups(groups: ArticleNumberGroup[], search: string): ArticleNumberGroup[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return groups;
  return groups.filter((group) => group.number.toLowerCase().includes(needle));
}
