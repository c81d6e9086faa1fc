import { isLanguage, type Language } from '../../../common/languages';

/** What a bulk-uploaded file's name says: `<instruction number>_<language>.pdf`, e.g. INS-000012_de.pdf. */
export type DocumentFileTarget =
  | { kind: 'target'; instructionNumber: string; language: Language }
  | { kind: 'badName' }
  | { kind: 'unknownLanguage'; language: string };

const NAME = /^(.+)_([^_.]+)\.pdf$/i;

export function documentFileTarget(fileName: string): DocumentFileTarget {
  const match = NAME.exec(fileName.trim());
  if (!match?.[1] || !match[2]) return { kind: 'badName' };
  const language = match[2].toLowerCase();
  if (!isLanguage(language)) return { kind: 'unknownLanguage', language: match[2] };
  return { kind: 'target', instructionNumber: match[1], language };
}
