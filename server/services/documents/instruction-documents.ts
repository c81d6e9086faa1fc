import { rmSync } from 'node:fs';
import type { InstructionDocument } from '../../../common/api/instruction-documents';
import type { Language } from '../../../common/languages';
import type { DocumentBudget } from '../../config/server-config';
import type { Db } from '../../db/client';
import { findInstruction } from '../../db/instructions';
import {
  allDocumentFiles,
  isDocumentFileNamed,
  revisionDocumentFiles,
  type StoredDocument,
} from '../../db/instruction-documents';
import { sanitiseUploadedFilename } from '../../domain/uploaded-filename';
import { badRequest, notFound, unsupportedMediaType, type HttpError } from '../../errors';
import { logActivity } from '../activity-log';
import { revisionDocument } from '../revisions/revision-documents';
import { saveDocumentChange } from './document-revisions';
import {
  placeDocumentFile,
  pruneDocumentFiles,
  removeDocumentFile,
  sha256OfFile,
  startsLikePdf,
} from './document-files';
import { storedDocumentPath } from '../../domain/document-path';
import { extractPdfText, type Extraction } from './text-extraction';

export interface DocumentStore {
  db: Db;
  dataDir: string;
  budget: DocumentBudget;
}

/** An upload already on disk (multer's disk storage). */
export interface UploadedDocument {
  path: string;
  originalName: string;
  size: number;
}

/** The instruction's number, or 404 before anything is read or stored. */
export function requireInstruction(db: Db, instructionId: number): string {
  const instruction = findInstruction(db, instructionId);
  if (!instruction) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  return instruction.instructionNumber;
}

function refusal(extraction: Exclude<Extraction, { ok: true }>): HttpError {
  switch (extraction.refusal) {
    case 'encrypted':
      return badRequest(
        'This PDF is protected with a password or encrypted. Save it without protection and upload it again.',
        'DOCUMENT_ENCRYPTED',
      );
    case 'script':
      return badRequest(
        'This PDF contains JavaScript, which the library never runs on a kiosk. Save it without scripts (for example by printing it to a new PDF) and upload it again.',
        'DOCUMENT_HAS_SCRIPT',
      );
    case 'budget':
      return badRequest(
        `Reading this PDF ${extraction.detail}, so it was not stored. Split it into smaller files or save it again from its source.`,
        'DOCUMENT_TOO_COMPLEX',
      );
    case 'broken':
      return badRequest(
        `This PDF is damaged and cannot be read (${extraction.detail}). Save it again from its source and upload it again.`,
        'DOCUMENT_BROKEN',
      );
  }
}

const answerOf = ({ sha256: _sha256, storedPath: _storedPath, ...document }: StoredDocument) => document;

/**
 * Attaches an uploaded PDF to an instruction in one language, replacing the one it had: checked by
 * its magic bytes, its text read in a worker within the time and memory budget, then stored by hash
 * with its pages' text in one transaction. A refused file leaves nothing behind.
 */
export async function attachDocument(
  store: DocumentStore,
  userId: number,
  canPublish: boolean,
  instructionId: number,
  language: Language,
  upload: UploadedDocument,
): Promise<InstructionDocument> {
  const { db, dataDir } = store;
  try {
    requireInstruction(db, instructionId);
    if (!startsLikePdf(upload.path))
      throw unsupportedMediaType(
        'This file is not a PDF (its content does not start like one, whatever its name). Upload a PDF file.',
        'DOCUMENT_NOT_PDF',
      );
    const sha256 = await sha256OfFile(upload.path);
    const extraction = await extractPdfText(upload.path, store.budget);
    if (!extraction.ok) throw refusal(extraction);
    const document: StoredDocument = {
      language,
      fileName: sanitiseUploadedFilename(upload.originalName),
      bytes: upload.size,
      pages: extraction.pages.length,
      textCharacters: extraction.pages.reduce((sum, page) => sum + page.length, 0),
      sha256,
      storedPath: storedDocumentPath(sha256),
    };
    // From here on synchronous: the file's move, the commit and the removal of the file it replaced
    // cannot interleave with another request's (document-files.ts).
    const instructionNumber = requireInstruction(db, instructionId);
    placeDocumentFile(dataDir, upload.path, sha256);
    const change = db.transaction(() => {
      const made = saveDocumentChange(
        db,
        userId,
        instructionId,
        canPublish,
        language,
        revisionDocument(db, document, extraction.pages),
      );
      logActivity(db, {
        userId,
        action: made.before ? 'update' : 'create',
        entityType: 'instruction',
        entityId: instructionId,
        detail: {
          kind: 'documentAttached',
          values: {
            instructionNumber,
            language,
            fileName: document.fileName,
            revision: made.revision,
          },
        },
      });
      return made;
    });
    if (change.before && change.before.sha256 !== sha256) removeUnusedFile(store, change.before.sha256);
    return answerOf(document);
  } finally {
    rmSync(upload.path, { force: true });
  }
}

/** A file no live PDF and no revision names any more; a revision's file stays for a restore. */
function removeUnusedFile({ db, dataDir }: DocumentStore, sha256: string): void {
  if (!isDocumentFileNamed(db, sha256)) removeDocumentFile(dataDir, sha256);
}

/** Removes an instruction's document in one language (404 when it has none), as a new revision. */
export function removeDocument(
  store: DocumentStore,
  userId: number,
  canPublish: boolean,
  instructionId: number,
  language: Language,
): void {
  const { db } = store;
  const instructionNumber = requireInstruction(db, instructionId);
  const change = db.transaction(() => {
    const made = saveDocumentChange(db, userId, instructionId, canPublish, language, undefined);
    logActivity(db, {
      userId,
      action: 'delete',
      entityType: 'instruction',
      entityId: instructionId,
      detail: {
        kind: 'documentRemoved',
        values: {
          instructionNumber,
          language,
          fileName: made.before?.fileName ?? '',
          revision: made.revision,
        },
      },
    });
    return made;
  });
  if (change.before) removeUnusedFile(store, change.before.sha256);
}

/** Removes the files of documents that no longer exist, e.g. after an instruction was deleted. */
export function removeUnusedDocumentFiles(db: Db, dataDir: string): void {
  pruneDocumentFiles(
    dataDir,
    new Set([...allDocumentFiles(db).map((file) => file.sha256), ...revisionDocumentFiles(db)]),
  );
}
