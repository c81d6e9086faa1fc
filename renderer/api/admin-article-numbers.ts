import type {
  BulkArticleNumbersRequest,
  BulkArticleNumbersResult,
  SetArticleNumberCategoriesRequest,
} from '../../common/api/article-numbers';
import { api, type RequestOptions } from './client';
import type { MessageAnswer } from './messages';

const BASE = '/api/admin/article-numbers';

function skuUrl(number: string): string {
  return `${BASE}/sku/${encodeURIComponent(number)}`;
}

/** POST .../bulk: links one number (or a comma list) to categories; existing links are skipped. */
export function createArticleNumbers(
  request: BulkArticleNumbersRequest,
  options?: RequestOptions,
): Promise<BulkArticleNumbersResult> {
  return api.post<BulkArticleNumbersResult>(`${BASE}/bulk`, request, options);
}

/** PUT .../sku/{number}: replaces the number's categories (an empty list removes it). */
export function setArticleNumberCategories(
  number: string,
  request: SetArticleNumberCategoriesRequest,
  options?: RequestOptions,
): Promise<BulkArticleNumbersResult> {
  return api.put<BulkArticleNumbersResult>(skuUrl(number), request, options);
}

/** DELETE .../sku/{number}: removes the number from every category. */
export function deleteArticleNumberEverywhere(
  number: string,
  options?: RequestOptions,
): Promise<MessageAnswer> {
  return api.delete<MessageAnswer>(skuUrl(number), options);
}

/** GET .../export: a browser navigation (a download), not a fetch. */
export const ARTICLE_NUMBERS_EXPORT_URL = `${BASE}/export`;
