import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type {
  DeletedInstruction,
  DraftWaiting,
  InstructionRevision,
  RevisionListItem,
} from '../../common/api/instruction-revisions';
import type { Language } from '../../common/languages';
import type { Db } from './client';
import { deletedInstructions, instructionRevisions, instructions, revisionContents, users } from './schema';

/** A revision as stored: contents by hash. */
export type StoredRevision = Omit<InstructionRevision, 'contents' | 'savedAt' | 'savedBy' | 'documents'> & {
  contents: { language: InstructionRevision['contents'][number]['language']; sha256: string }[];
  documents: (typeof instructionRevisions.$inferSelect)['documents'];
  savedById: number | null;
};

const listColumns = {
  revision: instructionRevisions.revision,
  savedAt: instructionRevisions.savedAt,
  savedBy: users.username,
  note: instructionRevisions.note,
  status: instructionRevisions.status,
  restoredFrom: instructionRevisions.restoredFrom,
  publishedFrom: instructionRevisions.publishedFrom,
};

/** Newest first; served by the (instruction_id, revision) primary key. */
export function revisionsOf(db: Db, instructionId: number): RevisionListItem[] {
  return db
    .select(listColumns)
    .from(instructionRevisions)
    .leftJoin(users, eq(users.id, instructionRevisions.savedBy))
    .where(eq(instructionRevisions.instructionId, instructionId))
    .orderBy(desc(instructionRevisions.revision))
    .all();
}

export function hasRevisions(db: Db, instructionId: number): boolean {
  return (
    db
      .select({ revision: instructionRevisions.revision })
      .from(instructionRevisions)
      .where(eq(instructionRevisions.instructionId, instructionId))
      .limit(1)
      .get() !== undefined
  );
}

const fullColumns = {
  instructionId: instructionRevisions.instructionId,
  revision: instructionRevisions.revision,
  status: instructionRevisions.status,
  savedAt: instructionRevisions.savedAt,
  savedById: instructionRevisions.savedBy,
  savedBy: users.username,
  note: instructionRevisions.note,
  restoredFrom: instructionRevisions.restoredFrom,
  publishedFrom: instructionRevisions.publishedFrom,
  instructionNumber: instructionRevisions.instructionNumber,
  title: instructionRevisions.title,
  type: instructionRevisions.type,
  categoryId: instructionRevisions.categoryId,
  isUniversal: instructionRevisions.isUniversal,
  excludePatterns: instructionRevisions.excludePatterns,
  sourceLanguage: instructionRevisions.sourceLanguage,
  titles: instructionRevisions.titles,
  contents: instructionRevisions.contents,
  documents: instructionRevisions.documents,
};

export type RevisionRow = StoredRevision & Pick<InstructionRevision, 'savedAt' | 'savedBy'>;

export function findRevision(db: Db, instructionId: number, revision: number): RevisionRow | undefined {
  return db
    .select(fullColumns)
    .from(instructionRevisions)
    .leftJoin(users, eq(users.id, instructionRevisions.savedBy))
    .where(
      and(eq(instructionRevisions.instructionId, instructionId), eq(instructionRevisions.revision, revision)),
    )
    .get();
}

/** The newest revision, or the newest of one status. */
export function latestRevision(
  db: Db,
  instructionId: number,
  status?: RevisionListItem['status'],
): RevisionRow | undefined {
  return db
    .select(fullColumns)
    .from(instructionRevisions)
    .leftJoin(users, eq(users.id, instructionRevisions.savedBy))
    .where(
      and(
        eq(instructionRevisions.instructionId, instructionId),
        status ? eq(instructionRevisions.status, status) : undefined,
      ),
    )
    .orderBy(desc(instructionRevisions.revision))
    .limit(1)
    .get();
}

/** The revisions saved after `revision`, oldest first. */
export function revisionsAfter(db: Db, instructionId: number, revision: number): RevisionRow[] {
  return db
    .select(fullColumns)
    .from(instructionRevisions)
    .leftJoin(users, eq(users.id, instructionRevisions.savedBy))
    .where(
      and(eq(instructionRevisions.instructionId, instructionId), gt(instructionRevisions.revision, revision)),
    )
    .orderBy(instructionRevisions.revision)
    .all();
}

export function insertRevision(db: Db, revision: StoredRevision): void {
  const { savedById, ...fields } = revision;
  db.insert(instructionRevisions)
    .values({ ...fields, savedBy: savedById })
    .run();
}

/** Stores a text once: a second revision with the same text points at the same row. */
export function storeRevisionContent(db: Db, sha256: string, content: string): void {
  db.insert(revisionContents).values({ sha256, content }).onConflictDoNothing().run();
}

export function revisionContentsByHash(db: Db, hashes: readonly string[]): Map<string, string> {
  if (hashes.length === 0) return new Map();
  return new Map(
    db
      .select({ sha256: revisionContents.sha256, content: revisionContents.content })
      .from(revisionContents)
      .where(inArray(revisionContents.sha256, [...hashes]))
      .all()
      .map((row) => [row.sha256, row.content]),
  );
}

/** The newest revision number of each instruction whose newest revision is a draft. */
const newestIsDraft = sql`${instructionRevisions.revision} = (
  SELECT max(r.revision) FROM instruction_revisions r WHERE r.instruction_id = ${instructionRevisions.instructionId}
) AND ${instructionRevisions.status} = 'draft'`;

/** Instructions with an unpublished draft, latest save first (deleted ones left out). */
export function draftsWaiting(db: Db): DraftWaiting[] {
  return db
    .select({
      id: instructionRevisions.instructionId,
      instructionNumber: instructionRevisions.instructionNumber,
      title: instructionRevisions.title,
      revision: instructionRevisions.revision,
      savedAt: instructionRevisions.savedAt,
      savedBy: users.username,
      published: instructions.published,
    })
    .from(instructionRevisions)
    .innerJoin(instructions, eq(instructions.id, instructionRevisions.instructionId))
    .leftJoin(users, eq(users.id, instructionRevisions.savedBy))
    .where(newestIsDraft)
    .orderBy(desc(instructionRevisions.savedAt))
    .all();
}

/** The languages with text and those with a PDF in a revision. */
export interface RevisionLanguages {
  contents: Language[];
  documents: Language[];
}

/**
 * The languages of the waiting draft of each instruction the public has never seen: its texts and
 * PDFs are kept only in that draft until it is published, so its stored rows name no language.
 */
export function neverPublishedDraftLanguages(db: Db): Map<number, RevisionLanguages> {
  const drafts = db
    .select({
      id: instructionRevisions.instructionId,
      contents: instructionRevisions.contents,
      documents: instructionRevisions.documents,
    })
    .from(instructionRevisions)
    .innerJoin(instructions, eq(instructions.id, instructionRevisions.instructionId))
    .where(and(newestIsDraft, eq(instructions.published, false)))
    .all();
  // The hashes stay inside SQLite: bound one by one, thousands of drafts would pass its limit on variables.
  const draftHashes = sql`SELECT entry.value ->> 'sha256'
    FROM ${instructionRevisions} JOIN ${instructions} ON ${instructions.id} = ${instructionRevisions.instructionId},
      json_each(${instructionRevisions.contents}) AS entry
    WHERE ${newestIsDraft} AND ${instructions.published} = 0`;
  const withText = new Set(
    db
      .select({ sha256: revisionContents.sha256 })
      .from(revisionContents)
      .where(sql`${revisionContents.sha256} IN (${draftHashes}) AND trim(${revisionContents.content}) <> ''`)
      .all()
      .map((row) => row.sha256),
  );
  return new Map(
    drafts.map((draft) => [
      draft.id,
      {
        contents: draft.contents
          .filter((content) => withText.has(content.sha256))
          .map((content) => content.language),
        documents: draft.documents.map((document) => document.language),
      },
    ]),
  );
}

export function instructionIdsWithDrafts(db: Db): Set<number> {
  return new Set(
    db
      .select({ id: instructionRevisions.instructionId })
      .from(instructionRevisions)
      .where(newestIsDraft)
      .all()
      .map((row) => row.id),
  );
}

export function recordDeletedInstruction(
  db: Db,
  entry: { instructionId: number; instructionNumber: string; title: string; deletedBy: number },
): void {
  db.insert(deletedInstructions).values(entry).run();
}

export function forgetDeletedInstruction(db: Db, instructionId: number): void {
  db.delete(deletedInstructions).where(eq(deletedInstructions.instructionId, instructionId)).run();
}

export function findDeletedInstruction(db: Db, instructionId: number): DeletedInstruction | undefined {
  return deletedList(db, instructionId)[0];
}

export function deletedInstructionList(db: Db): DeletedInstruction[] {
  return deletedList(db);
}

function deletedList(db: Db, instructionId?: number): DeletedInstruction[] {
  return db
    .select({
      id: deletedInstructions.instructionId,
      instructionNumber: deletedInstructions.instructionNumber,
      title: deletedInstructions.title,
      deletedAt: deletedInstructions.deletedAt,
      deletedBy: users.username,
    })
    .from(deletedInstructions)
    .leftJoin(users, eq(users.id, deletedInstructions.deletedBy))
    .where(instructionId === undefined ? undefined : eq(deletedInstructions.instructionId, instructionId))
    .orderBy(desc(deletedInstructions.deletedAt), desc(deletedInstructions.instructionId))
    .all();
}

/** Whether a deleted instruction had this number: numbers are never handed out twice. */
export function isDeletedInstructionNumber(db: Db, instructionNumber: string): boolean {
  return (
    db
      .select({ id: deletedInstructions.instructionId })
      .from(deletedInstructions)
      .where(eq(deletedInstructions.instructionNumber, instructionNumber))
      .get() !== undefined
  );
}
