import type { ArticleLabels } from '../../common/api/labels';
import { api, type RequestOptions } from './client';

/** What to print labels for: these numbers, or every number containing the search. */
export type LabelSelection = { numbers: string[] } | { search: string };

export function labelsSearch(selection: LabelSelection): string {
  const params = new URLSearchParams();
  if ('numbers' in selection) for (const number of selection.numbers) params.append('number', number);
  else params.set('q', selection.search);
  return params.toString();
}

/** GET /api/admin/labels. */
export function fetchArticleLabels(
  selection: LabelSelection,
  options?: RequestOptions,
): Promise<ArticleLabels> {
  return api.get<ArticleLabels>(`/api/admin/labels?${labelsSearch(selection)}`, options);
}
