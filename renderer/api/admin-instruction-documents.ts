import { DOCUMENT_UPLOAD_FIELD, type InstructionDocument } from '../../common/api/instruction-documents';
import type { Language } from '../../common/languages';
import { api } from './client';
import { uploadWithProgress } from './upload-progress';

/** A 100 MB manual is sent and its text read before the answer comes: minutes on a slow network. */
const DOCUMENT_UPLOAD_TIMEOUT_MS = 10 * 60_000;

const documentPath = (id: number, language: Language) =>
  `/api/admin/instructions/${id}/documents/${language}`;

/** PUT …/documents/{language}: attaches or replaces the language's PDF (multipart field `file`). */
export function uploadInstructionDocument(
  id: number,
  language: Language,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<InstructionDocument> {
  const body = new FormData();
  body.append(DOCUMENT_UPLOAD_FIELD, file, file.name);
  return uploadWithProgress<InstructionDocument>({
    method: 'PUT',
    url: documentPath(id, language),
    body,
    onProgress,
    timeoutMs: DOCUMENT_UPLOAD_TIMEOUT_MS,
  });
}

/** DELETE …/documents/{language}: the language has no PDF any more. */
export function deleteInstructionDocument(id: number, language: Language): Promise<void> {
  return api.delete(documentPath(id, language));
}
