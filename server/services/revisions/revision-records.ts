import { createHash } from 'node:crypto';
import type { InstructionRevision, InstructionStatus } from '../../../common/api/instruction-revisions';
import type { InstructionContent, InstructionTitle } from '../../../common/api/instructions';
import type { Language } from '../../../common/languages';
import type { Db } from '../../db/client';
import {
  findRevision,
  hasRevisions,
  insertRevision,
  latestRevision,
  revisionContentsByHash,
  revisionsAfter,
  storeRevisionContent,
  type RevisionRow,
} from '../../db/instruction-revisions';
import {
  findInstructionRow,
  instructionContentsOf,
  instructionTitlesOf,
  type InstructionFields,
  type InstructionRow,
} from '../../db/instructions';
import { contentStampsOf } from '../../db/translation-coverage';
import { notFound } from '../../errors';
import { liveDocuments, type RevisionDocument } from './revision-documents';

/** An instruction's fields, texts and PDFs: what a revision keeps and what publishing makes live. */
export interface InstructionState {
  fields: InstructionFields;
  titles: InstructionTitle[];
  contents: InstructionContent[];
  documents: RevisionDocument[];
}

/** A revision with its texts, its PDFs as stored (with their page texts' hashes). */
export type ResolvedRevision = Omit<InstructionRevision, 'documents'> & { documents: RevisionDocument[] };

/** Where a revision came from when it was not typed in: a restore or a publish of a draft. */
export type RevisionOrigin = Partial<Pick<InstructionRevision, 'restoredFrom' | 'publishedFrom'>>;

const sha256Of = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Keeps a revision of the instruction: each language's content once per distinct text, so a small
 * edit of one language stores that one text again, never the others. The PDFs by file hash.
 */
export function recordRevision(
  db: Db,
  entry: {
    instructionId: number;
    revision: number;
    status: InstructionStatus;
    userId: number | null;
    note?: string | null;
    savedAt?: string;
    state: InstructionState;
    origin?: RevisionOrigin;
  },
): void {
  const { fields, titles, contents, documents } = entry.state;
  const hashed = contents.map(({ language, content }) => {
    const sha256 = sha256Of(content);
    storeRevisionContent(db, sha256, content);
    return { language, sha256 };
  });
  insertRevision(db, {
    instructionId: entry.instructionId,
    revision: entry.revision,
    status: entry.status,
    ...(entry.savedAt ? { savedAt: entry.savedAt } : {}),
    savedById: entry.userId,
    note: entry.note?.trim() ? entry.note.trim() : null,
    restoredFrom: entry.origin?.restoredFrom ?? null,
    publishedFrom: entry.origin?.publishedFrom ?? null,
    ...fields,
    titles,
    contents: hashed,
    documents,
  });
}

/**
 * An instruction saved before revisions were kept gets its first one from what is stored, the first
 * time its history matters (a save, a publish, a delete, a look at its history): never empty.
 */
export function ensureHistory(db: Db, instructionId: number): void {
  if (hasRevisions(db, instructionId)) return;
  const row = findInstructionRow(db, instructionId);
  if (!row) return;
  // When its texts were last written, not the row's stamp (a field edit or the demo's seeding sets
  // that a moment later): a restore stamps the texts it brings back with it.
  const textsWritten = contentStampsOf(db, instructionId).reduce(
    (newest, stamp) => (stamp.updatedAt > newest ? stamp.updatedAt : newest),
    '',
  );
  recordRevision(db, {
    instructionId,
    revision: row.revision,
    status: row.published ? 'published' : 'draft',
    userId: row.updatedBy,
    savedAt: textsWritten || row.updatedAt,
    state: liveState(db, row),
  });
}

/** What the live tables hold of an instruction: its published version (empty texts while never published). */
export function liveState(db: Db, row: InstructionRow): InstructionState {
  return {
    fields: {
      instructionNumber: row.instructionNumber,
      title: row.title,
      type: row.type,
      categoryId: row.categoryId,
      isUniversal: row.isUniversal,
      excludePatterns: row.excludePatterns,
      sourceLanguage: row.sourceLanguage,
    },
    titles: instructionTitlesOf(db, row.id),
    contents: instructionContentsOf(db, row.id),
    documents: liveDocuments(db, row.id),
  };
}

/** A stored revision with its contents' texts. */
export function resolvedRevision(db: Db, row: RevisionRow): ResolvedRevision {
  const texts = revisionContentsByHash(
    db,
    row.contents.map((content) => content.sha256),
  );
  const { savedById: _savedById, ...rest } = row;
  return {
    ...rest,
    contents: row.contents.map(({ language, sha256 }) => ({ language, content: texts.get(sha256) ?? '' })),
  };
}

export function stateOf(revision: ResolvedRevision): InstructionState {
  return {
    fields: {
      instructionNumber: revision.instructionNumber,
      title: revision.title,
      type: revision.type,
      categoryId: revision.categoryId,
      isUniversal: revision.isUniversal,
      excludePatterns: revision.excludePatterns,
      sourceLanguage: revision.sourceLanguage,
    },
    titles: revision.titles,
    contents: revision.contents,
    documents: revision.documents,
  };
}

export function revisionOf(db: Db, instructionId: number, revision: number): ResolvedRevision {
  const row = findRevision(db, instructionId, revision);
  if (!row) throw notFound(`Revision ${revision} of this instruction not found`, 'REVISION_NOT_FOUND');
  return resolvedRevision(db, row);
}

/** The unpublished draft the edit form continues, if the newest revision is one. */
export function pendingDraft(db: Db, instructionId: number): ResolvedRevision | undefined {
  const newest = latestRevision(db, instructionId);
  return newest?.status === 'draft' ? resolvedRevision(db, newest) : undefined;
}

const textsOf = (row: RevisionRow) =>
  JSON.stringify([
    row.instructionNumber,
    row.title,
    row.type,
    row.categoryId,
    row.isUniversal,
    row.excludePatterns,
    row.sourceLanguage,
    row.titles,
    row.contents,
  ]);

/**
 * When each language's text of `revision` was written: the save time of the oldest revision in the
 * unbroken run before it that kept the same text (a restore stamps the text it brings back so).
 */
export function textsWrittenAt(db: Db, instructionId: number, revision: number): Map<Language, string> {
  const written = new Map<Language, string>();
  const restored = findRevision(db, instructionId, revision);
  if (!restored) return written;
  const open = new Map(restored.contents.map(({ language, sha256 }) => [language, sha256]));
  for (let number = revision; number >= 1 && open.size > 0; number -= 1) {
    const row = number === revision ? restored : findRevision(db, instructionId, number);
    if (!row) break;
    for (const [language, sha256] of open) {
      if (row.contents.some((content) => content.language === language && content.sha256 === sha256))
        written.set(language, row.savedAt);
      else open.delete(language);
    }
  }
  return written;
}

/**
 * Whether every revision since `base` kept base's fields and texts (only PDFs changed, or a publish):
 * a save from a form opened at `base` then overwrites no one's writing.
 */
export function textsUnchangedSince(db: Db, instructionId: number, base: number | undefined): boolean {
  if (base === undefined) return false;
  const from = findRevision(db, instructionId, base);
  if (!from) return false;
  const texts = textsOf(from);
  return revisionsAfter(db, instructionId, base).every((row) => textsOf(row) === texts);
}
