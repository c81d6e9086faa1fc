import type {
  AdminInstructionDetail,
  AdminInstructionListItem,
  InstructionBodyInput,
} from '../../common/api/instructions';
import { api, type RequestOptions } from './client';
import type { MessageAnswer } from './messages';

const BASE = '/api/admin/instructions';

export function fetchAdminInstructions(options?: RequestOptions): Promise<AdminInstructionListItem[]> {
  return api.get<AdminInstructionListItem[]>(BASE, options);
}

export function fetchAdminInstruction(id: number, options?: RequestOptions): Promise<AdminInstructionDetail> {
  return api.get<AdminInstructionDetail>(`${BASE}/${id}`, options);
}

export function createInstruction(
  body: InstructionBodyInput,
  options?: RequestOptions,
): Promise<AdminInstructionDetail> {
  return api.post<AdminInstructionDetail>(BASE, body, options);
}

export function updateInstruction(
  id: number,
  body: InstructionBodyInput,
  options?: RequestOptions,
): Promise<AdminInstructionDetail> {
  return api.put<AdminInstructionDetail>(`${BASE}/${id}`, body, options);
}

export function deleteInstruction(id: number, options?: RequestOptions): Promise<MessageAnswer> {
  return api.delete<MessageAnswer>(`${BASE}/${id}`, options);
}
