import type { Language } from '../../../common/languages';
import type { Db } from '../../db/client';
import type { StoredDocument } from '../../db/instruction-documents';
import { storedDocumentPath } from '../../domain/document-path';
import { documentAnswer, documentsShown } from '../revisions/revision-documents';

/**
 * The PDF the instruction's waiting draft (or, without one, its live version) has in a language:
 * what the admin's preview shows, also for an instruction never published.
 */
export function findDraftDocument(
  db: Db,
  instructionId: number,
  language: Language,
): StoredDocument | undefined {
  const document = documentsShown(db, instructionId).find((entry) => entry.language === language);
  if (!document) return undefined;
  return {
    ...documentAnswer(document),
    sha256: document.sha256,
    storedPath: storedDocumentPath(document.sha256),
  };
}
