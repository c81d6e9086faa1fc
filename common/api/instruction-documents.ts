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

/**
 * A language's PDF as visitors see it, in `documents` of GET /api/instruction/{id}: read it at
 * GET /api/instructions/{id}/documents/{language}?v={sha256} (the hash makes the address cacheable
 * for good; without it the answer is revalidated by ETag).
 */
export interface PublicInstructionDocument {
  language: Language;
  pages: number;
  bytes: number;
  /** Hex SHA-256 of the file: its ETag and its version in the address. */
  sha256: string;
}

/** The public address of an instruction's PDF in one language, versioned by its hash. */
export const documentUrl = (instructionId: number, document: PublicInstructionDocument): string =>
  `/api/instructions/${instructionId}/documents/${document.language}?v=${document.sha256}`;

/** Multipart field of PUT /api/admin/instructions/{id}/documents/{language}. */
export const DOCUMENT_UPLOAD_FIELD = 'file';

/** Files named `<instruction number>_<language>.pdf` (e.g. `INS-000012_de.pdf`) in a multi-file drop. */
export function documentFileTarget(
  fileName: string,
): { instructionNumber: string; language: string } | undefined {
  const match = /^(.+)_([a-z]{2})\.pdf$/i.exec(fileName.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { instructionNumber: match[1], language: match[2].toLowerCase() };
}
