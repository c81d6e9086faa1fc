import type { InstructionDetail } from '../../../common/api/instructions';
import type { Language } from '../../../common/languages';

/** The languages that have a PDF manual, in the order of the language menu (the server's order). */
export function documentLanguages(detail: InstructionDetail): Language[] {
  return detail.documents.map((document) => document.language);
}
