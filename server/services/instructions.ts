import type {
  AdminInstructionDetail,
  InstructionBody,
  InstructionContent,
  InstructionTitle,
} from '../../common/api/instructions';
import type { Db } from '../db/client';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages';
import { findCategory } from '../db/categories';
import {
  deleteInstructionRow,
  findInstruction,
  findInstructionIdByNumber,
  insertInstruction,
  instructionContentsOf,
  instructionTitlesOf,
  lastInstructionChange,
  lastInstructionSequence,
  recordInstructionSequence,
  replaceInstructionTexts,
  updateInstructionRow,
  type InstructionFields,
} from '../db/instructions';
import { sourceLanguageStored } from '../db/translation-coverage';
import { instructionDocumentsOf } from '../db/instruction-documents';
import { instructionNumberSequence, nextFreeInstructionNumber } from '../domain/instruction-number';
import { inLanguageOrder, nonBlankTexts } from '../domain/instruction-texts';
import { relativeMediaUrls } from '../domain/media-urls';
import { badRequest, conflict, notFound } from '../errors';
import { logActivity } from './activity-log';
import { instructionTranslations } from './translation-coverage';
import { editConflict, isStaleRevision } from './edit-conflicts';

export function instructionDetail(db: Db, id: number): AdminInstructionDetail {
  const instruction = findInstruction(db, id);
  if (!instruction) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  return {
    ...instruction,
    contents: instructionContentsOf(db, id),
    titles: instructionTitlesOf(db, id),
    ...instructionTranslations(db, id),
    documents: instructionDocumentsOf(db, id),
  };
}

/** Raises the counter past a number of our own form, so it is never generated again. */
function recordUse(db: Db, instructionNumber: string): void {
  const sequence = instructionNumberSequence(instructionNumber);
  if (sequence !== undefined) recordInstructionSequence(db, sequence);
}

/** The next number after every one ever handed out: a deleted instruction's number is not reused. */
function generatedInstructionNumber(db: Db): string {
  const instructionNumber = nextFreeInstructionNumber(
    lastInstructionSequence(db) + 1,
    (candidate) => findInstructionIdByNumber(db, candidate) !== undefined,
  );
  recordUse(db, instructionNumber);
  return instructionNumber;
}

/** A number typed by the admin, refused when another instruction has it. */
function claimedInstructionNumber(db: Db, given: string, ownId?: number): string {
  const holder = findInstructionIdByNumber(db, given);
  if (holder !== undefined && holder !== ownId)
    throw conflict(`Instruction number ${given} is already in use`, 'INSTRUCTION_NUMBER_TAKEN', {
      instructionNumber: given,
    });
  recordUse(db, given);
  return given;
}

function fieldsOf(
  db: Db,
  body: InstructionBody,
  instructionNumber: string,
  previousSource?: Language,
): InstructionFields {
  const { categoryId, isUniversal, excludePatterns, title, type } = body.instruction;
  if (categoryId != null && !findCategory(db, categoryId))
    throw badRequest('Category not found', 'CATEGORY_UNKNOWN');
  return {
    instructionNumber,
    title,
    type,
    categoryId: categoryId ?? null,
    isUniversal,
    excludePatterns,
    sourceLanguage: sourceLanguageOf(body, previousSource),
  };
}

/**
 * The chosen source language; without a choice the previous one while it keeps content (text or a
 * PDF), else the first with content.
 */
function sourceLanguageOf(body: InstructionBody, previous: Language | undefined): Language {
  const written = inLanguageOrder([
    ...nonBlankTexts(body.contents).map(({ language }) => language),
    ...body.documentLanguages,
  ]);
  if (body.sourceLanguage) return body.sourceLanguage;
  if (previous && written.includes(previous)) return previous;
  return written[0] ?? DEFAULT_LANGUAGE;
}

/** The contents and titles a body stores, in SUPPORTED_LANGUAGES order. */
function textsOf(body: InstructionBody): { contents: InstructionContent[]; titles: InstructionTitle[] } {
  return {
    contents: nonBlankTexts(body.contents).map(({ language, text }) => ({
      language,
      content: relativeMediaUrls(text),
    })),
    titles: nonBlankTexts(body.titles).map(({ language, text }) => ({ language, title: text })),
  };
}

function saveTexts(db: Db, id: number, body: InstructionBody): void {
  const { contents, titles } = textsOf(body);
  replaceInstructionTexts(db, id, contents, titles, new Date().toISOString());
}

/**
 * Whether the stored instruction is exactly what this body would store, saved last by this admin:
 * then a save based on the previous revision is this admin's own save retried (its answer was lost
 * on the way), not another admin's work to protect.
 */
function isOwnStoredSave(
  db: Db,
  userId: number,
  id: number,
  fields: InstructionFields,
  body: InstructionBody,
): boolean {
  const stored = findInstruction(db, id);
  if (!stored || lastInstructionChange(db, id)?.changedById !== userId) return false;
  const storedFields = {
    instructionNumber: stored.instructionNumber,
    title: stored.title,
    type: stored.type,
    categoryId: stored.categoryId,
    isUniversal: stored.isUniversal,
    excludePatterns: stored.excludePatterns,
    sourceLanguage: sourceLanguageStored(db, id),
  };
  const storedTexts = { contents: instructionContentsOf(db, id), titles: instructionTitlesOf(db, id) };
  return (
    JSON.stringify([storedFields, storedTexts]) ===
    JSON.stringify([{ ...storedFields, ...fields }, textsOf(body)])
  );
}

export function createInstruction(db: Db, userId: number, body: InstructionBody): AdminInstructionDetail {
  return db.transaction(() => {
    const given = body.instruction.instructionNumber;
    const instructionNumber = given ? claimedInstructionNumber(db, given) : generatedInstructionNumber(db);
    const id = insertInstruction(db, fieldsOf(db, body, instructionNumber));
    saveTexts(db, id, body);
    logActivity(db, {
      userId,
      action: 'create',
      entityType: 'instruction',
      entityId: id,
      detail: { kind: 'instructionCreated', values: { instructionNumber, title: body.instruction.title } },
    });
    return instructionDetail(db, id);
  });
}

export function updateInstruction(
  db: Db,
  userId: number,
  id: number,
  body: InstructionBody,
): AdminInstructionDetail {
  return db.transaction(() => {
    const before = findInstruction(db, id);
    const stored = lastInstructionChange(db, id);
    if (!before || !stored) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
    const given = body.instruction.instructionNumber;
    const fields = fieldsOf(db, body, given || before.instructionNumber, sourceLanguageStored(db, id));
    if (isStaleRevision(body.baseRevision, stored)) {
      if (isOwnStoredSave(db, userId, id, fields, body)) return instructionDetail(db, id);
      throw editConflict('instruction', stored);
    }
    const instructionNumber = given ? claimedInstructionNumber(db, given, id) : before.instructionNumber;
    updateInstructionRow(db, id, { ...fields, instructionNumber }, userId);
    saveTexts(db, id, body);
    logActivity(db, {
      userId,
      action: 'update',
      entityType: 'instruction',
      entityId: id,
      detail: { kind: 'instructionUpdated', values: { instructionNumber, title: body.instruction.title } },
    });
    return instructionDetail(db, id);
  });
}

export function deleteInstruction(db: Db, userId: number, id: number): void {
  db.transaction(() => {
    const instruction = findInstruction(db, id);
    if (!instruction) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
    deleteInstructionRow(db, id);
    logActivity(db, {
      userId,
      action: 'delete',
      entityType: 'instruction',
      entityId: id,
      detail: {
        kind: 'instructionDeleted',
        values: { instructionNumber: instruction.instructionNumber, title: instruction.title },
      },
    });
  });
}
