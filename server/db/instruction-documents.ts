import { and, asc, eq, sql } from 'drizzle-orm';
import type { InstructionDocument } from '../../common/api/instruction-documents';
import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';
import type { Db } from './client';
import { instructionDocumentPages, instructionDocuments, instructionRevisions, instructions } from './schema';

/** A document's row as the server uses it: the answer's fields and where its file is. */
export interface StoredDocument extends InstructionDocument {
  sha256: string;
  /** Relative to the data directory. */
  storedPath: string;
}

const documentColumns = {
  language: instructionDocuments.language,
  fileName: instructionDocuments.fileName,
  bytes: instructionDocuments.bytes,
  pages: instructionDocuments.pages,
  textCharacters: instructionDocuments.textCharacters,
  sha256: instructionDocuments.sha256,
  storedPath: instructionDocuments.storedPath,
};

/** An instruction's documents in SUPPORTED_LANGUAGES order. */
function documentsOf(db: Db, instructionId: number): StoredDocument[] {
  const rows = db
    .select(documentColumns)
    .from(instructionDocuments)
    .where(eq(instructionDocuments.instructionId, instructionId))
    .all();
  return SUPPORTED_LANGUAGES.flatMap((language) => rows.filter((row) => row.language === language));
}

/** With their hashes: what a revision records (issue 28). */
export const instructionStoredDocuments = documentsOf;

export function findDocument(db: Db, instructionId: number, language: Language): StoredDocument | undefined {
  return db
    .select(documentColumns)
    .from(instructionDocuments)
    .where(
      and(eq(instructionDocuments.instructionId, instructionId), eq(instructionDocuments.language, language)),
    )
    .get();
}

/** What a visitor may fetch: the PDF of a published instruction, never one saved only as a draft. */
export function findPublishedDocument(
  db: Db,
  instructionId: number,
  language: Language,
): StoredDocument | undefined {
  return db
    .select(documentColumns)
    .from(instructionDocuments)
    .innerJoin(instructions, eq(instructions.id, instructionDocuments.instructionId))
    .where(
      and(
        eq(instructionDocuments.instructionId, instructionId),
        eq(instructionDocuments.language, language),
        eq(instructions.published, true),
      ),
    )
    .get();
}

export interface NewDocument extends StoredDocument {
  instructionId: number;
  uploadedBy: number | null;
}

/**
 * Stores a document and its pages' text, replacing the language's previous one. Pages first: the
 * row's triggers then rebuild the search document with them (schema-extras.sql). Call inside a
 * transaction.
 */
export function saveDocument(db: Db, document: NewDocument, pageTexts: readonly string[]): void {
  const { instructionId, language } = document;
  db.delete(instructionDocumentPages)
    .where(
      and(
        eq(instructionDocumentPages.instructionId, instructionId),
        eq(instructionDocumentPages.language, language),
      ),
    )
    .run();
  const insertPage = db
    .insert(instructionDocumentPages)
    .values({
      instructionId,
      language,
      page: sql.placeholder('page'),
      text: sql.placeholder('text'),
    })
    .prepare();
  pageTexts.forEach((text, index) => insertPage.run({ page: index + 1, text }));
  const { instructionId: _id, ...fields } = document;
  db.insert(instructionDocuments)
    .values(document)
    .onConflictDoUpdate({
      target: [instructionDocuments.instructionId, instructionDocuments.language],
      set: { ...fields, uploadedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
    })
    .run();
}

/** The text of each page of an instruction's live document in a language, page 1 first. */
export function documentPageTexts(db: Db, instructionId: number, language: Language): string[] {
  return db
    .select({ text: instructionDocumentPages.text })
    .from(instructionDocumentPages)
    .where(
      and(
        eq(instructionDocumentPages.instructionId, instructionId),
        eq(instructionDocumentPages.language, language),
      ),
    )
    .orderBy(asc(instructionDocumentPages.page))
    .all()
    .map((row) => row.text);
}

/** Removes a document; its pages go with it (schema-extras.sql). */
export function deleteDocument(db: Db, instructionId: number, language: Language): void {
  db.delete(instructionDocuments)
    .where(
      and(eq(instructionDocuments.instructionId, instructionId), eq(instructionDocuments.language, language)),
    )
    .run();
}

const revisionDocument = sql`${instructionRevisions}, json_each(${instructionRevisions.documents}) d`;

/**
 * Whether a live document or a revision names this file: one nothing names any more is removed; a
 * revision's files stay, so restoring or publishing it attaches them again.
 */
export function isDocumentFileNamed(db: Db, sha256: string): boolean {
  const live = db
    .select({ id: instructionDocuments.id })
    .from(instructionDocuments)
    .where(eq(instructionDocuments.sha256, sha256))
    .limit(1)
    .get();
  if (live) return true;
  return (
    db.get<{ named: number } | undefined>(
      sql`SELECT 1 AS named FROM ${revisionDocument} WHERE json_extract(d.value, '$.sha256') = ${sha256} LIMIT 1`,
    ) !== undefined
  );
}

/** Every file a revision names: with the live ones, what the data directory keeps. */
export function revisionDocumentFiles(db: Db): string[] {
  return db
    .all<{ sha256: string }>(
      sql`SELECT DISTINCT json_extract(d.value, '$.sha256') AS sha256 FROM ${revisionDocument}`,
    )
    .map((row) => row.sha256);
}

/** Every stored document file, for backups, bundles and the removal of files no row names. */
export function allDocumentFiles(db: Db): { sha256: string; storedPath: string; bytes: number }[] {
  return db
    .selectDistinct({
      sha256: instructionDocuments.sha256,
      storedPath: instructionDocuments.storedPath,
      bytes: instructionDocuments.bytes,
    })
    .from(instructionDocuments)
    .orderBy(asc(instructionDocuments.sha256))
    .all();
}
