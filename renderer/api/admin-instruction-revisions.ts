import type {
  DeletedInstruction,
  DraftWaiting,
  InstructionRevision,
  RevisionListItem,
} from '../../common/api/instruction-revisions';
import type { AdminInstructionDetail, InstructionDetail } from '../../common/api/instructions';
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
