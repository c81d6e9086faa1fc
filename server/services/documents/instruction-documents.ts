import { rmSync } from 'node:fs';
import type { InstructionDocument } from '../../../common/api/instruction-documents';
import type { Language } from '../../../common/languages';
import type { DocumentBudget } from '../../config/server-config';
import type { Db } from '../../db/client';
import { findInstruction, findInstructionRow } from '../../db/instructions';
import {
  allDocumentFiles,
  deleteDocument,
  documentFileUsers,
  findDocument,
  saveDocument,
  type StoredDocument,
} from '../../db/instruction-documents';
import { sanitiseUploadedFilename } from '../../domain/uploaded-filename';
import { badRequest, forbidden, notFound, unsupportedMediaType, type HttpError } from '../../errors';
import { logActivity } from '../activity-log';
import {
  placeDocumentFile,
  pruneDocumentFiles,
  removeDocumentFile,
  sha256OfFile,
  startsLikePdf,
  storedDocumentPath,
} from './document-files';
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

/**
 * PDFs are not kept per revision yet, so a PDF attached to a published instruction is live at once:
 * one who may not publish attaches PDFs only while the instruction is still unpublished.
 */
export function requireDocumentChangeAllowed(db: Db, instructionId: number, canPublish: boolean): void {
  if (canPublish) return;
  if (findInstructionRow(db, instructionId)?.published)
    throw forbidden(
      'A PDF attached to a published instruction reaches the kiosks at once, so only an admin can attach it. Ask an admin of the library to attach this PDF.',
      'ROLE_FORBIDDEN',
    );
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
    const previous = db.transaction(() => {
      const before = findDocument(db, instructionId, language);
      saveDocument(db, { ...document, instructionId, uploadedBy: userId }, extraction.pages);
      logActivity(db, {
        userId,
        action: before ? 'update' : 'create',
        entityType: 'instruction',
        entityId: instructionId,
        detail: {
          kind: 'documentAttached',
          values: { instructionNumber, language, fileName: document.fileName },
        },
      });
      return before;
    });
    if (previous && previous.sha256 !== sha256) removeUnusedFile(store, previous.sha256);
    return answerOf(document);
  } finally {
    rmSync(upload.path, { force: true });
  }
}

function removeUnusedFile({ db, dataDir }: DocumentStore, sha256: string): void {
  if (documentFileUsers(db, sha256) === 0) removeDocumentFile(dataDir, sha256);
}

/** Removes an instruction's document in one language (404 when it has none). */
export function removeDocument(
  store: DocumentStore,
  userId: number,
  instructionId: number,
  language: Language,
): void {
  const { db } = store;
  const instructionNumber = requireInstruction(db, instructionId);
  const removed = db.transaction(() => {
    const document = findDocument(db, instructionId, language);
    if (!document) throw notFound(`This instruction has no PDF in ${language}`, 'DOCUMENT_NOT_FOUND');
    deleteDocument(db, instructionId, language);
    logActivity(db, {
      userId,
      action: 'delete',
      entityType: 'instruction',
      entityId: instructionId,
      detail: {
        kind: 'documentRemoved',
        values: { instructionNumber, language, fileName: document.fileName },
      },
    });
    return document;
  });
  removeUnusedFile(store, removed.sha256);
}

/** Removes the files of documents that no longer exist, e.g. after an instruction was deleted. */
export function removeUnusedDocumentFiles(db: Db, dataDir: string): void {
  pruneDocumentFiles(dataDir, new Set(allDocumentFiles(db).map((file) => file.sha256)));
}
