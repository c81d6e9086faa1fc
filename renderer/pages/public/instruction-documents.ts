import type { InstructionDetail } from '../../../common/api/instructions';
import type { SearchHit } from '../../../common/api/search';
import type { Language } from '../../../common/languages';

/** The languages that have a PDF manual, in the order of the language menu (the server's order). */
export function documentLanguages(detail: InstructionDetail): Language[] {
  return detail.documents.map((document) => document.language);
}

/** The PDF page a search result's words are on, when the server says so. */
export function hitPage(hit: SearchHit): number | undefined {
  return (hit as SearchHit & { page?: number }).page;
}
