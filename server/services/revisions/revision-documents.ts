import { createHash } from 'node:crypto';
import { SUPPORTED_LANGUAGES } from '../../../common/languages';
import type { Db } from '../../db/client';
import {
  deleteDocument,
  documentPageTexts,
  findDocument,
  instructionStoredDocuments,
  saveDocument,
  type StoredDocument,
} from '../../db/instruction-documents';
import {
  latestRevision,
  revisionContentsByHash,
  storeRevisionContent,
  type StoredRevision,
} from '../../db/instruction-revisions';
import { storedDocumentPath } from '../../domain/document-path';

/** A PDF as a revision keeps it: by file hash, with its pages' text by hash (issue 28). */
export type RevisionDocument = StoredRevision['documents'][number];

const sha256Of = (text: string) => createHash('sha256').update(text).digest('hex');

const charactersOf = (pages: readonly string[]) => pages.reduce((sum, page) => sum + page.length, 0);

/** Keeps a PDF's page texts once (by hash) and answers what a revision records of the PDF. */
export function revisionDocument(
  db: Db,
  document: Pick<StoredDocument, 'language' | 'sha256' | 'fileName' | 'bytes' | 'pages'>,
  pageTexts: readonly string[],
): RevisionDocument {
  const json = JSON.stringify(pageTexts);
  const texts = sha256Of(json);
  storeRevisionContent(db, texts, json);
  const { language, sha256, fileName, bytes, pages } = document;
  return { language, sha256, fileName, bytes, pages, textCharacters: charactersOf(pageTexts), texts };
}

/** The PDFs kiosks show now, as a revision records them. */
export function liveDocuments(db: Db, instructionId: number): RevisionDocument[] {
  return instructionStoredDocuments(db, instructionId).map((document) =>
    revisionDocument(db, document, documentPageTexts(db, instructionId, document.language)),
  );
}

/** What the admin's form and preview show: the waiting draft's PDFs, else the live ones (read only). */
export function documentsShown(db: Db, instructionId: number): RevisionDocument[] {
  const newest = latestRevision(db, instructionId);
  if (newest?.status === 'draft') return newest.documents;
  return instructionStoredDocuments(db, instructionId).map(
    ({ language, sha256, fileName, bytes, pages, textCharacters }) => ({
      language,
      sha256,
      fileName,
      bytes,
      pages,
      textCharacters,
    }),
  );
}

/** The PDFs the instruction's newest state has: its waiting draft's, else the live ones. */
export function currentDocuments(db: Db, instructionId: number): RevisionDocument[] {
  const newest = latestRevision(db, instructionId);
  return newest?.status === 'draft' ? newest.documents : liveDocuments(db, instructionId);
}

/** A revision's PDF's page texts; a revision saved before they were kept finds them on the live PDF. */
function pageTextsOf(db: Db, instructionId: number, document: RevisionDocument): string[] {
  if (document.texts) {
    const json = revisionContentsByHash(db, [document.texts]).get(document.texts);
    if (json !== undefined) return JSON.parse(json) as string[];
  }
  return findDocument(db, instructionId, document.language)?.sha256 === document.sha256
    ? documentPageTexts(db, instructionId, document.language)
    : [];
}

/** The size, pages and text of a revision's PDF as the form and the preview show them. */
export const documentAnswer = ({ language, fileName, bytes, pages, textCharacters }: RevisionDocument) => ({
  language,
  fileName,
  bytes,
  pages,
  textCharacters: textCharacters ?? 0,
});

/**
 * Makes a revision's PDFs the live ones (publishing, restoring, an admin's direct change): the
 * public answers, word search, coverage, print and bundles read only these. Call in a transaction.
 */
export function applyLiveDocuments(
  db: Db,
  instructionId: number,
  userId: number | null,
  documents: readonly RevisionDocument[],
): void {
  for (const language of SUPPORTED_LANGUAGES) {
    const wanted = documents.find((document) => document.language === language);
    const live = findDocument(db, instructionId, language);
    if (!wanted) {
      if (live) deleteDocument(db, instructionId, language);
      continue;
    }
    if (live?.sha256 === wanted.sha256 && live.fileName === wanted.fileName) continue;
    const pageTexts = pageTextsOf(db, instructionId, wanted);
    saveDocument(
      db,
      {
        instructionId,
        language,
        fileName: wanted.fileName,
        bytes: wanted.bytes,
        pages: wanted.pages,
        textCharacters: charactersOf(pageTexts),
        sha256: wanted.sha256,
        storedPath: storedDocumentPath(wanted.sha256),
        uploadedBy: userId,
      },
      pageTexts,
    );
  }
}
