import type { Language } from '../common/languages';

/** The language of a page whose path names none (home, help, search results): `?lang=de`. */
export const LANGUAGE_PARAM = 'lang';

/** Home or help in `language`, so a reload or a shared link keeps it. */
export function pagePathIn(pathname: '/' | '/help', language: Language): string {
  return `${pathname}?${new URLSearchParams({ [LANGUAGE_PARAM]: language }).toString()}`;
}

export function instructionsPath(articleNumber: string, language: Language): string {
  return `/instructions/${encodeURIComponent(articleNumber)}/${language}`;
}

export function instructionPath(
  articleNumber: string,
  language: Language,
  instructionNumber: string,
): string {
  return `${instructionsPath(articleNumber, language)}/${encodeURIComponent(instructionNumber)}`;
}
