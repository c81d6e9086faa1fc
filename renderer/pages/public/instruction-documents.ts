import type { InstructionDetail } from '../../../common/api/instructions';
import type { SearchHit } from '../../../common/api/search';
import { SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';

type WithDocuments = InstructionDetail & { documents?: { language: Language }[] };

/** The languages that have a PDF manual, in the order of the language menu. */
export function documentLanguages(detail: InstructionDetail): Language[] {
  const present = new Set((detail as WithDocuments).documents?.map((document) => document.language));
  return SUPPORTED_LANGUAGES.filter((language) => present.has(language));
}

/** The PDF page a search result's words are on, if they were found in a PDF manual. */
export function hitPage(hit: SearchHit): number | undefined {
  return (hit as SearchHit & { page?: number }).page;
}
