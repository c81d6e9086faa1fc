import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type {
  AdminInstructionListItem,
  RevisionedInstruction,
  InstructionContent,
  InstructionTitle,
} from '../../common/api/instructions';
import type { InstructionType } from '../../common/instruction-types';
import type { Language } from '../../common/languages';
import { inLanguageOrder } from '../domain/instruction-texts';
import type { Db } from './client';
import type { LastChange } from './last-change';
import type { RevisionLanguages } from './instruction-revisions';
import {
  instructionContents,
  instructionDocuments,
  instructionNumberCounter,
  instructions,
  instructionTitles,
  users,
} from './schema';

export interface InstructionFields {
  instructionNumber: string;
  title: string;
  type: InstructionType;
  categoryId: number | null;
  isUniversal: boolean;
  excludePatterns: string[];
  sourceLanguage: Language;
}

const instructionColumns = {
  id: instructions.id,
  instructionNumber: instructions.instructionNumber,
  title: instructions.title,
  type: instructions.type,
  categoryId: instructions.categoryId,
  isUniversal: instructions.isUniversal,
  excludePatterns: instructions.excludePatterns,
  createdAt: instructions.createdAt,
  updatedAt: instructions.updatedAt,
  revision: instructions.revision,
};

/** The row as the revision service needs it: with who saved it last and whether the public sees it. */
export interface InstructionRow extends RevisionedInstruction {
  sourceLanguage: Language;
  updatedBy: number | null;
  published: boolean;
}

export function findInstructionRow(db: Db, id: number): InstructionRow | undefined {
  return db
    .select({
      ...instructionColumns,
      sourceLanguage: instructions.sourceLanguage,
      updatedBy: instructions.updatedBy,
      published: instructions.published,
    })
    .from(instructions)
    .where(eq(instructions.id, id))
    .get();
}

export function findInstruction(db: Db, id: number): RevisionedInstruction | undefined {
  return db.select(instructionColumns).from(instructions).where(eq(instructions.id, id)).get();
}

export function findInstructionIdByNumber(db: Db, instructionNumber: string): number | undefined {
  return db
    .select({ id: instructions.id })
    .from(instructions)
    .where(eq(instructions.instructionNumber, instructionNumber))
    .get()?.id;
}

/** The highest instruction-number sequence ever handed out or claimed. */
export function lastInstructionSequence(db: Db): number {
  return (
    db
      .select({ last: instructionNumberCounter.lastSequence })
      .from(instructionNumberCounter)
      .where(eq(instructionNumberCounter.id, 1))
      .get()?.last ?? 0
  );
}

/** Raises the counter to `sequence` (never lowers it). */
export function recordInstructionSequence(db: Db, sequence: number): void {
  db.insert(instructionNumberCounter)
    .values({ id: 1, lastSequence: sequence })
    .onConflictDoUpdate({
      target: instructionNumberCounter.id,
      set: { lastSequence: sql`max(${instructionNumberCounter.lastSequence}, excluded.last_sequence)` },
    })
    .run();
}

/**
 * Every instruction for the admin list. One the public has never seen shows its draft's languages
 * (`neverPublished`), the others those the public sees.
 */
export function listInstructions(
  db: Db,
  withDrafts: ReadonlySet<number>,
  neverPublished: ReadonlyMap<number, RevisionLanguages>,
): AdminInstructionListItem[] {
  const rows = db
    .select({ ...instructionColumns, published: instructions.published })
    .from(instructions)
    .orderBy(asc(sql`lower(${instructions.title})`), asc(instructions.id))
    .all();
  const contentLanguages = languagesByInstruction(
    db
      .select({ instructionId: instructionContents.instructionId, language: instructionContents.language })
      .from(instructionContents)
      .where(sql`trim(${instructionContents.content}) <> ''`)
      .all(),
  );
  const documentLanguages = languagesByInstruction(
    db
      .select({ instructionId: instructionDocuments.instructionId, language: instructionDocuments.language })
      .from(instructionDocuments)
      .all(),
  );
  return rows.map((row) => {
    const draft = row.published ? undefined : neverPublished.get(row.id);
    return {
      ...row,
      hasDraft: withDrafts.has(row.id),
      contentLanguages: inLanguageOrder(draft?.contents ?? contentLanguages.get(row.id) ?? []),
      documentLanguages: inLanguageOrder(draft?.documents ?? documentLanguages.get(row.id) ?? []),
    };
  });
}

function languagesByInstruction(
  rows: { instructionId: number; language: Language }[],
): Map<number, Language[]> {
  const languagesById = new Map<number, Language[]>();
  for (const { instructionId, language } of rows) {
    const list = languagesById.get(instructionId) ?? [];
    list.push(language);
    languagesById.set(instructionId, list);
  }
  return languagesById;
}

export function instructionContentsOf(db: Db, id: number): InstructionContent[] {
  return db
    .select({ language: instructionContents.language, content: instructionContents.content })
    .from(instructionContents)
    .where(eq(instructionContents.instructionId, id))
    .orderBy(asc(instructionContents.id))
    .all();
}

export function instructionTitlesOf(db: Db, id: number): InstructionTitle[] {
  return db
    .select({ language: instructionTitles.language, title: instructionTitles.title })
    .from(instructionTitles)
    .where(eq(instructionTitles.instructionId, id))
    .orderBy(asc(instructionTitles.id))
    .all();
}

/** `id` only when an instruction comes back from the deleted list: it keeps its id. */
export function insertInstruction(
  db: Db,
  fields: InstructionFields & { published: boolean; id?: number; revision?: number; updatedBy?: number },
): number {
  return db.insert(instructions).values(fields).returning({ id: instructions.id }).get().id;
}

/** Saves the fields and raises the revision, recording who changed it and when. */
export function updateInstructionRow(
  db: Db,
  id: number,
  fields: InstructionFields & { published?: boolean },
  userId: number,
): void {
  db.update(instructions)
    .set({
      ...fields,
      updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      revision: sql`${instructions.revision} + 1`,
      updatedBy: userId,
    })
    .where(eq(instructions.id, id))
    .run();
}

/**
 * A draft saved over a published instruction: only the revision and who saved it change, so the
 * public fields (and their time stamp) stay those of the published version.
 */
export function raiseInstructionRevision(db: Db, id: number, userId: number): void {
  db.update(instructions)
    .set({ revision: sql`${instructions.revision} + 1`, updatedBy: userId })
    .where(eq(instructions.id, id))
    .run();
}

/** The last change and the id of the admin who made it, so a retried save of their own is recognised. */
export interface InstructionLastChange extends LastChange {
  changedById: number | null;
}

export function lastInstructionChange(db: Db, id: number): InstructionLastChange | undefined {
  return db
    .select({
      revision: instructions.revision,
      changedAt: instructions.updatedAt,
      changedBy: users.username,
      changedById: instructions.updatedBy,
    })
    .from(instructions)
    .leftJoin(users, eq(users.id, instructions.updatedBy))
    .where(eq(instructions.id, id))
    .get();
}

/**
 * Makes the stored contents and titles of an instruction the given ones. A content whose text is
 * unchanged keeps its timestamps, so saving the source language leaves the other languages outdated;
 * a new or changed text is stamped `now` (written, hence up to date), or, for a text a restore
 * brings back, when it was first written (`writtenAt`), so translations made since count as current.
 */
export function replaceInstructionTexts(
  db: Db,
  id: number,
  contents: InstructionContent[],
  titles: InstructionTitle[],
  now: string,
  writtenAt?: ReadonlyMap<Language, string>,
): void {
  const stored = new Map(instructionContentsOf(db, id).map((entry) => [entry.language, entry.content]));
  const kept = contents.map((entry) => entry.language);
  db.delete(instructionContents)
    .where(and(eq(instructionContents.instructionId, id), notInArray(instructionContents.language, kept)))
    .run();
  for (const { language, content } of contents) {
    if (stored.get(language) === content) continue;
    const stamp = writtenAt?.get(language) ?? now;
    db.insert(instructionContents)
      .values({ instructionId: id, language, content, updatedAt: stamp, confirmedAt: stamp })
      .onConflictDoUpdate({
        target: [instructionContents.instructionId, instructionContents.language],
        set: { content, updatedAt: stamp, confirmedAt: stamp },
      })
      .run();
  }
  db.delete(instructionTitles).where(eq(instructionTitles.instructionId, id)).run();
  if (titles.length > 0) {
    db.insert(instructionTitles)
      .values(titles.map((title) => ({ instructionId: id, ...title })))
      .run();
  }
}

/** Contents and titles go with it (ON DELETE CASCADE). */
export function deleteInstructionRow(db: Db, id: number): void {
  db.delete(instructions).where(eq(instructions.id, id)).run();
}
