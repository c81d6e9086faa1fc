import type {
  AdminInstructionDetail,
  InstructionBody,
  InstructionContent,
  InstructionTitle,
} from '../../common/api/instructions';
import type { InstructionStatus } from '../../common/api/instruction-revisions';
import type { Db } from '../db/client';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages';
import { findCategory } from '../db/categories';
import {
  deleteInstructionRow,
  findInstructionRow,
  insertInstruction,
  instructionContentsOf,
  instructionTitlesOf,
  lastInstructionChange,
  raiseInstructionRevision,
  replaceInstructionTexts,
  updateInstructionRow,
  type InstructionFields,
  type InstructionLastChange,
} from '../db/instructions';
import { latestRevision, recordDeletedInstruction } from '../db/instruction-revisions';
import { sourceLanguageStored } from '../db/translation-coverage';
import { effectiveStatus } from '../domain/instruction-status';
import { inLanguageOrder, nonBlankTexts } from '../domain/instruction-texts';
import { relativeMediaUrls } from '../domain/media-urls';
import { badRequest, notFound } from '../errors';
import { logActivity } from './activity-log';
import { instructionTranslations } from './translation-coverage';
import { editConflict, isStaleRevision } from './edit-conflicts';
import { claimedInstructionNumber, generatedInstructionNumber } from './instruction-numbers';
import {
  ensureHistory,
  pendingDraft,
  recordRevision,
  textsUnchangedSince,
  textsWrittenAt,
  type InstructionState,
  type RevisionOrigin,
} from './revisions/revision-records';
import {
  applyLiveDocuments,
  currentDocuments,
  documentAnswer,
  documentsShown,
} from './revisions/revision-documents';

/** The instruction as the edit form continues it: its unpublished draft when one waits. */
export function instructionDetail(db: Db, id: number): AdminInstructionDetail {
  const row = findInstructionRow(db, id);
  if (!row) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  const { updatedBy: _updatedBy, sourceLanguage: _source, published, ...instruction } = row;
  const draft = pendingDraft(db, id);
  const common = {
    ...instructionTranslations(db, id),
    // The form shows the PDFs of the state it continues: the draft's while one waits.
    documents: documentsShown(db, id).map(documentAnswer),
    published,
  };
  if (draft) {
    return {
      ...instruction,
      instructionNumber: draft.instructionNumber,
      title: draft.title,
      type: draft.type,
      categoryId: draft.categoryId,
      isUniversal: draft.isUniversal,
      excludePatterns: draft.excludePatterns,
      contents: draft.contents,
      titles: draft.titles,
      ...common,
      sourceLanguage: draft.sourceLanguage,
      status: 'draft',
    };
  }
  return {
    ...instruction,
    contents: instructionContentsOf(db, id),
    titles: instructionTitlesOf(db, id),
    ...common,
    status: 'published',
  };
}

export function assertCategoryExists(db: Db, categoryId: number | null): void {
  if (categoryId != null && !findCategory(db, categoryId))
    throw badRequest('Category not found', 'CATEGORY_UNKNOWN');
}

function fieldsOf(
  db: Db,
  body: InstructionBody,
  instructionNumber: string,
  previousSource?: Language,
): InstructionFields {
  const { categoryId, isUniversal, excludePatterns, title, type } = body.instruction;
  assertCategoryExists(db, categoryId ?? null);
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

/** Makes a state what the public sees: fields and texts of the live tables. */
function applyLive(
  db: Db,
  id: number,
  userId: number,
  state: InstructionState,
  now: string,
  writtenAt?: ReadonlyMap<Language, string>,
): void {
  updateInstructionRow(db, id, { ...state.fields, published: true }, userId);
  replaceInstructionTexts(db, id, state.contents, state.titles, now, writtenAt);
  applyLiveDocuments(db, id, userId, state.documents);
}

/**
 * Saves a state as the instruction's next revision: published ones go live, a draft over a
 * published instruction leaves the public fields alone, a draft of a never-published one keeps its
 * fields on the (hidden) row for the admin list.
 */
export function saveRevision(
  db: Db,
  userId: number,
  id: number,
  status: InstructionStatus,
  state: InstructionState,
  note?: string,
  origin?: RevisionOrigin,
): number {
  const row = findInstructionRow(db, id);
  if (!row) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  // One clock for the texts' stamps and the revision, so a restore can take the stamps back from it.
  const now = new Date().toISOString();
  if (status === 'published') {
    const restoredFrom = origin?.restoredFrom;
    const writtenAt = restoredFrom == null ? undefined : textsWrittenAt(db, id, restoredFrom);
    applyLive(db, id, userId, state, now, writtenAt);
  } else if (row.published) raiseInstructionRevision(db, id, userId);
  else updateInstructionRow(db, id, { ...state.fields, published: false }, userId);
  const revision = row.revision + 1;
  recordRevision(db, { instructionId: id, revision, status, userId, note, savedAt: now, state, origin });
  return revision;
}

/**
 * Whether the newest revision is exactly what this body would store, saved by this admin: then a
 * save based on the previous revision is this admin's own save retried (its answer was lost on the
 * way), not another admin's work to protect.
 */
function isOwnStoredSave(db: Db, userId: number, id: number, state: InstructionState): boolean {
  const newest = latestRevision(db, id);
  if (!newest || newest.savedById !== userId) return false;
  const stored = instructionDetail(db, id);
  const storedState: InstructionState = {
    fields: {
      instructionNumber: stored.instructionNumber,
      title: stored.title,
      type: stored.type,
      categoryId: stored.categoryId,
      isUniversal: stored.isUniversal,
      excludePatterns: stored.excludePatterns,
      sourceLanguage: stored.sourceLanguage,
    },
    contents: stored.contents,
    titles: stored.titles,
    documents: [],
  };
  return (
    JSON.stringify([storedState.fields, storedState.contents, storedState.titles]) ===
    JSON.stringify([{ ...storedState.fields, ...state.fields }, state.contents, state.titles])
  );
}

/** Who saved the stored revision and when: a draft's save leaves the row's time stamp alone, its revision has it. */
function newestChange(db: Db, id: number, stored: InstructionLastChange): InstructionLastChange {
  const newest = latestRevision(db, id);
  if (newest?.status !== 'draft' || newest.revision !== stored.revision) return stored;
  return { ...stored, changedAt: newest.savedAt, changedBy: newest.savedBy };
}

const activityValues = (state: InstructionState, revision: number) => ({
  instructionNumber: state.fields.instructionNumber,
  title: state.fields.title,
  revision,
});

export function createInstruction(
  db: Db,
  userId: number,
  body: InstructionBody,
  canPublish: boolean,
): AdminInstructionDetail {
  return db.transaction(() => {
    const status = effectiveStatus(body.status, canPublish);
    const given = body.instruction.instructionNumber;
    const instructionNumber = given ? claimedInstructionNumber(db, given) : generatedInstructionNumber(db);
    // A new instruction's PDFs arrive after it exists, each a revision of its own.
    const state = { fields: fieldsOf(db, body, instructionNumber), ...textsOf(body), documents: [] };
    const id = insertInstruction(db, {
      ...state.fields,
      published: status === 'published',
      updatedBy: userId,
    });
    const now = new Date().toISOString();
    if (status === 'published') replaceInstructionTexts(db, id, state.contents, state.titles, now);
    recordRevision(db, {
      instructionId: id,
      revision: 1,
      status,
      userId,
      note: body.note,
      savedAt: now,
      state,
    });
    logActivity(db, {
      userId,
      action: 'create',
      entityType: 'instruction',
      entityId: id,
      detail: {
        kind: status === 'draft' ? 'instructionDraftSaved' : 'instructionCreated',
        values: activityValues(state, 1),
      },
    });
    return instructionDetail(db, id);
  });
}

export function updateInstruction(
  db: Db,
  userId: number,
  id: number,
  body: InstructionBody,
  canPublish: boolean,
): AdminInstructionDetail {
  return db.transaction(() => {
    const stored = lastInstructionChange(db, id);
    if (!stored) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
    ensureHistory(db, id);
    const current = instructionDetail(db, id);
    const given = body.instruction.instructionNumber;
    const state = {
      fields: fieldsOf(db, body, given || current.instructionNumber, sourceLanguageStored(db, id)),
      ...textsOf(body),
      documents: currentDocuments(db, id),
    };
    // PDFs attached since the form was opened are revisions too, but no one else's text to protect.
    if (isStaleRevision(body.baseRevision, stored) && !textsUnchangedSince(db, id, body.baseRevision)) {
      if (isOwnStoredSave(db, userId, id, state)) return current;
      throw editConflict('instruction', newestChange(db, id, stored));
    }
    if (given) claimedInstructionNumber(db, given, id);
    const status = effectiveStatus(body.status, canPublish);
    const revision = saveRevision(db, userId, id, status, state, body.note);
    logActivity(db, {
      userId,
      action: 'update',
      entityType: 'instruction',
      entityId: id,
      detail: {
        kind: status === 'draft' ? 'instructionDraftSaved' : 'instructionUpdated',
        values: activityValues(state, revision),
      },
    });
    return instructionDetail(db, id);
  });
}

/** The history stays: the instruction goes to the deleted list, from where an admin can bring it back. */
export function deleteInstruction(db: Db, userId: number, id: number): void {
  db.transaction(() => {
    const instruction = findInstructionRow(db, id);
    if (!instruction) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
    ensureHistory(db, id);
    const shown = instructionDetail(db, id);
    deleteInstructionRow(db, id);
    recordDeletedInstruction(db, {
      instructionId: id,
      instructionNumber: instruction.instructionNumber,
      title: shown.title,
      deletedBy: userId,
    });
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
