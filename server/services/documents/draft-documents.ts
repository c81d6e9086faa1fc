import type { Language } from '../../../common/languages';
import type { Db } from '../../db/client';
import { findDocument, type StoredDocument } from '../../db/instruction-documents';

/** The PDF the instruction's waiting draft (or, without one, its live version) has in a language. */
export function findDraftDocument(
  db: Db,
  instructionId: number,
  language: Language,
): StoredDocument | undefined {
  return findDocument(db, instructionId, language);
}
