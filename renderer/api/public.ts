import type { ArticleNumberSuggestions, ArticleView } from '../../common/api/article';
import type { InstructionDetail } from '../../common/api/instructions';
import type { Language } from '../../common/languages';
import { api, type RequestOptions } from './client';

/**
 * GET /api/article/{articleNumber}: the article and the instructions it gets. 404 when unknown; the
 * server then counts the miss under the visitor's interface language.
 */
export function fetchArticle(
  articleNumber: string,
  options?: RequestOptions,
  interfaceLanguage?: Language,
): Promise<ArticleView> {
  const lang = interfaceLanguage ? `?lang=${interfaceLanguage}` : '';
  return api.get<ArticleView>(`/api/article/${encodeURIComponent(articleNumber)}${lang}`, options);
}

/** GET /api/instruction/{id}. */
export function fetchInstruction(id: number, options?: RequestOptions): Promise<InstructionDetail> {
  return api.get<InstructionDetail>(`/api/instruction/${id}`, options);
}

/** GET /api/instruction/number/{instructionNumber}. */
export function fetchInstructionByNumber(
  instructionNumber: string,
  options?: RequestOptions,
): Promise<InstructionDetail> {
  return api.get<InstructionDetail>(
    `/api/instruction/number/${encodeURIComponent(instructionNumber)}`,
    options,
  );
}

/** GET /api/search/article-numbers?q= : suggestions for what the visitor typed. */
export function searchArticleNumbers(
  query: string,
  options?: RequestOptions,
): Promise<ArticleNumberSuggestions> {
  return api.get<ArticleNumberSuggestions>(
    `/api/search/article-numbers?q=${encodeURIComponent(query)}`,
    options,
  );
}

/** GET /api/proxy-image?url= : where an <img> loads an external http(s) image through our server. */
export function proxyImageUrl(url: string): string {
  return `/api/proxy-image?url=${encodeURIComponent(url)}`;
}

/** GET /api/media/{id}: where an <img> loads an image of the gallery. */
export function mediaUrl(id: number): string {
  return `/api/media/${id}`;
}
