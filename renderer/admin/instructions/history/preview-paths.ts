import type { PublicInstructionDocument } from '../../../../common/api/instruction-documents';
import type { Language } from '../../../../common/languages';
import { instructionPath, instructionsPath } from '../../../paths';

const KIOSK_PREVIEW = '/admin/preview/kiosk';

/** The kiosk preview of an article number (and one of its instructions) in a language. */
export const kioskPreviewPath = (articleNumber: string, language: Language, instructionNumber?: string) =>
  KIOSK_PREVIEW +
  (instructionNumber === undefined
    ? instructionsPath(articleNumber, language)
    : instructionPath(articleNumber, language, instructionNumber));

/** A draft's PDF, behind the admin session: the one the draft will publish, also a never-published one. */
export const previewDocumentUrl = (instructionId: number, document: PublicInstructionDocument): string =>
  `/api/admin/preview/instructions/${instructionId}/documents/${document.language}?v=${document.sha256}`;
