import type { Language } from '../common/languages';

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
