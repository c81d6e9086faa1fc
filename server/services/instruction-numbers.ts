import type { Db } from '../db/client';
import {
  findInstructionIdByNumber,
  lastInstructionSequence,
  recordInstructionSequence,
} from '../db/instructions';
import { isDeletedInstructionNumber } from '../db/instruction-revisions';
import { instructionNumberSequence, nextFreeInstructionNumber } from '../domain/instruction-number';
import { conflict } from '../errors';

/** Raises the counter past a number of our own form, so it is never generated again. */
function recordUse(db: Db, instructionNumber: string): void {
  const sequence = instructionNumberSequence(instructionNumber);
  if (sequence !== undefined) recordInstructionSequence(db, sequence);
}

/** Whether an instruction, living or deleted, has the number: numbers are never handed out twice. */
function numberHolder(db: Db, instructionNumber: string): number | 'deleted' | undefined {
  const living = findInstructionIdByNumber(db, instructionNumber);
  if (living !== undefined) return living;
  return isDeletedInstructionNumber(db, instructionNumber) ? 'deleted' : undefined;
}

/** The next number after every one ever handed out: a deleted instruction's number is not reused. */
export function generatedInstructionNumber(db: Db): string {
  const instructionNumber = nextFreeInstructionNumber(
    lastInstructionSequence(db) + 1,
    (candidate) => numberHolder(db, candidate) !== undefined,
  );
  recordUse(db, instructionNumber);
  return instructionNumber;
}

/** A number typed by the admin, refused when another instruction has it or had it. */
export function claimedInstructionNumber(db: Db, given: string, ownId?: number): string {
  const holder = numberHolder(db, given);
  if (holder !== undefined && holder !== ownId)
    throw conflict(`Instruction number ${given} is already in use`, 'INSTRUCTION_NUMBER_TAKEN', {
      instructionNumber: given,
    });
  recordUse(db, given);
  return given;
}
