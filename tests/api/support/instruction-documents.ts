import type { InstructionDocument } from '../../../common/api/instruction-documents';
import type { AdminInstructionDetail, InstructionBodyInput } from '../../../common/api/instructions';
import type { Language } from '../../../common/languages';
import { fileForm } from '../../fixtures/upload-forms';
import type { ApiClient } from './api-server';

/** Creates a universal instruction (no category needed) and answers its detail. */
export async function createInstruction(
  admin: ApiClient,
  title: string,
  body: Partial<Omit<InstructionBodyInput, 'instruction'>> = { contents: { en: `About ${title}` } },
): Promise<AdminInstructionDetail> {
  const response = await admin.post('/api/admin/instructions', {
    instruction: { title, type: 'user_manual', isUniversal: true, excludePatterns: [] },
    ...body,
  });
  if (response.status !== 201)
    throw new Error(`creating ${title} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as AdminInstructionDetail;
}

export const documentPath = (instructionId: number, language: Language) =>
  `/api/admin/instructions/${instructionId}/documents/${language}`;

/** PUT of a PDF (or anything) as the multipart field `file`. */
export const putDocument = (
  admin: ApiClient,
  instructionId: number,
  language: Language,
  bytes: Uint8Array,
  fileName = 'manual.pdf',
) =>
  admin.request('PUT', documentPath(instructionId, language), {
    body: fileForm('file', bytes, fileName, 'application/pdf'),
  });

/** A PUT that must answer 200: the stored document. */
export async function attachDocument(
  admin: ApiClient,
  instructionId: number,
  language: Language,
  bytes: Uint8Array,
  fileName?: string,
): Promise<InstructionDocument> {
  const response = await putDocument(admin, instructionId, language, bytes, fileName);
  if (response.status !== 200)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as InstructionDocument;
}
