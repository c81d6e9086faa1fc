import type { ArticleView } from '../../common/api/article';
import type {
  DeletedInstruction,
  DraftWaiting,
  InstructionRevision,
  RevisionListItem,
} from '../../common/api/instruction-revisions';
import type { AdminInstructionDetail, InstructionDetail } from '../../common/api/instructions';
import type { Language } from '../../common/languages';
import { api, type RequestOptions } from './client';

const BASE = '/api/admin/instructions';

export const fetchRevisions = (id: number, options?: RequestOptions): Promise<RevisionListItem[]> =>
  api.get<RevisionListItem[]>(`${BASE}/${id}/revisions`, options);

export const fetchRevision = (
  id: number,
  revision: number,
  options?: RequestOptions,
): Promise<InstructionRevision> =>
  api.get<InstructionRevision>(`${BASE}/${id}/revisions/${revision}`, options);

export const restoreRevision = (id: number, revision: number): Promise<AdminInstructionDetail> =>
  api.post<AdminInstructionDetail>(`${BASE}/${id}/revisions/${revision}/restore`, {});

export const publishInstruction = (id: number): Promise<AdminInstructionDetail> =>
  api.post<AdminInstructionDetail>(`${BASE}/${id}/publish`, {});

export const fetchDraftsWaiting = (options?: RequestOptions): Promise<DraftWaiting[]> =>
  api.get<DraftWaiting[]>('/api/admin/instruction-drafts', options);

export const fetchDeletedInstructions = (options?: RequestOptions): Promise<DeletedInstruction[]> =>
  api.get<DeletedInstruction[]>('/api/admin/deleted-instructions', options);

export const undeleteInstruction = (id: number): Promise<AdminInstructionDetail> =>
  api.post<AdminInstructionDetail>(`/api/admin/deleted-instructions/${id}/restore`, {});

export const fetchInstructionPreview = (id: number, options?: RequestOptions): Promise<InstructionDetail> =>
  api.get<InstructionDetail>(`/api/admin/preview/instructions/${id}`, options);

/** GET /api/article/{n} as kiosks will answer it once every waiting draft is published. */
export const fetchArticlePreview = (
  articleNumber: string,
  language: Language,
  options?: RequestOptions,
): Promise<ArticleView> =>
  api.get<ArticleView>(
    `/api/admin/preview/article/${encodeURIComponent(articleNumber)}?lang=${language}`,
    options,
  );

/** The first article numbers the instruction (its draft, else its published version) is shown for. */
export const fetchPreviewArticleNumbers = (id: number, options?: RequestOptions): Promise<string[]> =>
  api.get<string[]>(`/api/admin/preview/instructions/${id}/article-numbers`, options);
