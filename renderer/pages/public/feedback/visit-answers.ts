/**
 * What this visit already answered, kept in memory only: the kiosk's idle reset loads the page
 * afresh for the next visitor, and a browser on the shop network starts a visit with each load.
 */
const answered = new Set<string>();

export type VisitAnswer = 'helpful' | 'problem' | 'view';

const keyOf = (kind: VisitAnswer, instructionId: number, language: string) =>
  `${kind}:${instructionId}:${language}`;

export function alreadyAnswered(kind: VisitAnswer, instructionId: number, language: string): boolean {
  return answered.has(keyOf(kind, instructionId, language));
}

export function rememberAnswer(kind: VisitAnswer, instructionId: number, language: string): void {
  answered.add(keyOf(kind, instructionId, language));
}
