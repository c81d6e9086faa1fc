import type {
  DeletedInstruction,
  DraftWaiting,
  InstructionRevision,
  RevisionListItem,
} from '../../common/api/instruction-revisions';
import type { AdminInstructionDetail, InstructionDetail } from '../../common/api/instructions';
import type { Db } from '../db/client';
import {
  deletedInstructionList,
  draftsWaiting,
  findDeletedInstruction,
  forgetDeletedInstruction,
  latestRevision,
  revisionsOf,
} from '../db/instruction-revisions';
import { contentStampsOf } from '../db/translation-coverage';
import { findInstructionRow, insertInstruction, replaceInstructionTexts } from '../db/instructions';
import { effectiveStatus } from '../domain/instruction-status';
import { translationInfo } from '../domain/translation-state';
import { conflict, notFound } from '../errors';
import { logActivity } from './activity-log';
import { claimedInstructionNumber } from './instruction-numbers';
import { assertCategoryExists, instructionDetail, saveRevision } from './instructions';
import {
  ensureHistory,
  pendingDraft,
  recordRevision,
  resolvedRevision,
  revisionOf,
  stateOf,
} from './revisions/revision-records';
import { applyLiveDocuments, documentsShown } from './revisions/revision-documents';

function existing(db: Db, id: number) {
  const row = findInstructionRow(db, id);
  if (!row) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  return row;
}

/** Newest first. A deleted instruction's history stays readable. */
export function instructionRevisions(db: Db, id: number): RevisionListItem[] {
  ensureHistory(db, id);
  const revisions = revisionsOf(db, id);
  if (revisions.length === 0) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  return revisions;
}

export function instructionRevision(db: Db, id: number, revision: number): InstructionRevision {
  ensureHistory(db, id);
  return revisionOf(db, id, revision);
}

/** Brings a revision back as the newest one (history is never rewritten): live for those who may publish. */
export function restoreRevision(
  db: Db,
  userId: number,
  id: number,
  revision: number,
  canPublish: boolean,
): AdminInstructionDetail {
  return db.transaction(() => {
    existing(db, id);
    ensureHistory(db, id);
    const restored = revisionOf(db, id, revision);
    const state = stateOf(restored);
    assertCategoryExists(db, state.fields.categoryId);
    claimedInstructionNumber(db, state.fields.instructionNumber, id);
    const status = effectiveStatus('published', canPublish);
    const saved = saveRevision(db, userId, id, status, state, undefined, { restoredFrom: revision });
    logActivity(db, {
      userId,
      action: 'update',
      entityType: 'instruction',
      entityId: id,
      detail: {
        kind: 'instructionRestored',
        values: {
          instructionNumber: state.fields.instructionNumber,
          title: state.fields.title,
          revision: saved,
          from: revision,
        },
      },
    });
    return instructionDetail(db, id);
  });
}

/** Makes the waiting draft what the public sees, as a new published revision. */
export function publishInstruction(db: Db, userId: number, id: number): AdminInstructionDetail {
  return db.transaction(() => {
    existing(db, id);
    const draft = pendingDraft(db, id);
    if (!draft) throw conflict('This instruction has no unpublished draft', 'INSTRUCTION_NO_DRAFT');
    const state = stateOf(draft);
    assertCategoryExists(db, state.fields.categoryId);
    claimedInstructionNumber(db, state.fields.instructionNumber, id);
    const saved = saveRevision(db, userId, id, 'published', state, draft.note ?? undefined, {
      publishedFrom: draft.revision,
    });
    logActivity(db, {
      userId,
      action: 'update',
      entityType: 'instruction',
      entityId: id,
      detail: {
        kind: 'instructionPublished',
        values: {
          instructionNumber: state.fields.instructionNumber,
          title: state.fields.title,
          revision: saved,
        },
      },
    });
    return instructionDetail(db, id);
  });
}

export const deletedInstructions = (db: Db): DeletedInstruction[] => deletedInstructionList(db);

export const instructionDraftsWaiting = (db: Db): DraftWaiting[] => draftsWaiting(db);

/**
 * Brings a deleted instruction back with its id, number and history: the public sees its last
 * published revision again, and a draft that was waiting waits again.
 */
export function undeleteInstruction(db: Db, userId: number, id: number): AdminInstructionDetail {
  return db.transaction(() => {
    const deleted = findDeletedInstruction(db, id);
    const newest = latestRevision(db, id);
    if (!deleted || !newest)
      throw notFound('This instruction is not in the deleted list', 'DELETED_INSTRUCTION_NOT_FOUND');
    const lastPublished = latestRevision(db, id, 'published');
    const newestState = stateOf(resolvedRevision(db, newest));
    const liveState = lastPublished ? stateOf(resolvedRevision(db, lastPublished)) : newestState;
    assertCategoryExists(db, liveState.fields.categoryId);
    forgetDeletedInstruction(db, id);
    const revision = newest.revision + 1;
    insertInstruction(db, {
      ...liveState.fields,
      id,
      revision,
      published: lastPublished !== undefined,
      updatedBy: userId,
    });
    if (lastPublished) {
      replaceInstructionTexts(db, id, liveState.contents, liveState.titles, new Date().toISOString());
      applyLiveDocuments(db, id, userId, liveState.documents);
    }
    recordRevision(db, { instructionId: id, revision, status: newest.status, userId, state: newestState });
    logActivity(db, {
      userId,
      action: 'create',
      entityType: 'instruction',
      entityId: id,
      detail: {
        kind: 'instructionUndeleted',
        values: { instructionNumber: deleted.instructionNumber, title: deleted.title, revision },
      },
    });
    return instructionDetail(db, id);
  });
}

/**
 * The public view of an instruction with its waiting draft in place (the admin's preview): what
 * kiosks will show once it is published, with the draft's PDFs.
 */
export function instructionPreview(db: Db, id: number): InstructionDetail {
  const detail = instructionDetail(db, id);
  const liveStamps = new Map(contentStampsOf(db, id).map((stamp) => [stamp.language, stamp]));
  const liveTexts = new Map(detail.contents.map((content) => [content.language, content.content]));
  const now = new Date().toISOString();
  const stamps = detail.contents.map(({ language, content }) => {
    const live = liveStamps.get(language);
    return live && liveTexts.get(language) === content
      ? live
      : { language, updatedAt: now, confirmedAt: now };
  });
  return {
    instruction: {
      id: detail.id,
      instructionNumber: detail.instructionNumber,
      title: detail.title,
      type: detail.type,
      categoryId: detail.categoryId,
      isUniversal: detail.isUniversal,
      excludePatterns: detail.excludePatterns,
      createdAt: detail.createdAt,
      updatedAt: detail.updatedAt,
    },
    titles: detail.titles,
    contents: detail.contents,
    translation: translationInfo(detail.sourceLanguage, stamps),
    documents: documentsShown(db, id).map(({ language, pages, bytes, sha256 }) => ({
      language,
      pages,
      bytes,
      sha256,
    })),
  };
}
