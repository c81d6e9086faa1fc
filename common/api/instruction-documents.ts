import type { Language } from '../languages';

/**
 * A PDF attached to an instruction in one language: the answer of
 * PUT /api/admin/instructions/{id}/documents/{language} and an entry of the instruction's
 * `documents` in GET /api/admin/instructions/{id}.
 */
export interface InstructionDocument {
  language: Language;
  /** The uploaded file's name, cleaned for a Content-Disposition header. */
  fileName: string;
  bytes: number;
  pages: number;
  /** Characters of text extracted from all pages for the word search (0 for a scanned PDF). */
  textCharacters: number;
}
