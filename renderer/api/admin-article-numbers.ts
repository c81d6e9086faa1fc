import type {
  ArticleNumberRecord,
  BulkArticleNumbersRequest,
  BulkArticleNumbersResult,
  ImportResult,
  SetArticleNumberCategoriesRequest,
  SyncResult,
} from '../../common/api/article-numbers';
import { api, UPLOAD_TIMEOUT_MS, type RequestOptions } from './client';
import type { MessageAnswer } from './messages';

const BASE = '/api/admin/article-numbers';

function skuUrl(number: string): string {
  return `${BASE}/sku/${encodeURIComponent(number)}`;
}

/** GET: one row per (number, category) link. */
export function fetchArticleNumbers(options?: RequestOptions): Promise<ArticleNumberRecord[]> {
  return api.get<ArticleNumberRecord[]>(BASE, options);
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

/** DELETE .../{id}: removes one (number, category) link. */
export function deleteArticleNumberRecord(id: number, options?: RequestOptions): Promise<MessageAnswer> {
  return api.delete<MessageAnswer>(`${BASE}/${id}`, options);
}

/** POST .../import: a CSV file in the `file` field. */
export function importArticleNumbers(file: File, options?: RequestOptions): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportResult>(`${BASE}/import`, form, options);
}

/** POST .../sync-from-excel: reads the sync folder on the server, which can take a while. */
export function syncArticleNumbersFromExcel(options?: RequestOptions): Promise<SyncResult> {
  return api.post<SyncResult>(`${BASE}/sync-from-excel`, undefined, {
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...options,
  });
}

/** GET .../export: a browser navigation (a download), not a fetch. */
export const ARTICLE_NUMBERS_EXPORT_URL = `${BASE}/export`;
