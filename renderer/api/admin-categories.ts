import type { Category, CategoryInput } from '../../common/api/categories';
import { api, type RequestOptions } from './client';
import type { MessageAnswer } from './messages';

const BASE = '/api/admin/categories';

export function fetchCategories(options?: RequestOptions): Promise<Category[]> {
  return api.get<Category[]>(BASE, options);
}

export function createCategory(input: CategoryInput, options?: RequestOptions): Promise<Category> {
  return api.post<Category>(BASE, input, options);
}

export function updateCategory(
  id: number,
  input: CategoryInput,
  options?: RequestOptions,
): Promise<Category> {
  return api.patch<Category>(`${BASE}/${id}`, input, options);
}

export function deleteCategory(id: number, options?: RequestOptions): Promise<MessageAnswer> {
  return api.delete<MessageAnswer>(`${BASE}/${id}`, options);
}
