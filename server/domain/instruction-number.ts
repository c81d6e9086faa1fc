const PREFIX = 'INS-';
const DIGITS = 6;

/** Human-readable instruction numbers: `INS-000123`. */
export function formatInstructionNumber(sequence: number): string {
  return `${PREFIX}${String(sequence).padStart(DIGITS, '0')}`;
}

/** The sequence of a number of our own form (`INS-000123` → 123), else undefined. */
export function instructionNumberSequence(instructionNumber: string): number | undefined {
  const match = /^INS-(\d+)$/.exec(instructionNumber);
  return match?.[1] ? Number(match[1]) : undefined;
}

/**
 * The first generated number from `start` on that is not taken: admins may type numbers of this
 * form themselves, so the next sequence value can already be in use.
 */
export function nextFreeInstructionNumber(start: number, isTaken: (candidate: string) => boolean): string {
  let sequence = Math.max(1, start);
  while (isTaken(formatInstructionNumber(sequence))) sequence += 1;
  return formatInstructionNumber(sequence);
}
