import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { storedDocumentPath } from '../../domain/document-path';
import { makePrivateFolder } from '../../private-files';

/** Backups and bundles name files as the library stores them. */
export { storedDocumentPath };

/** Where the documents are, relative to the data directory: `documents/<sha256>.pdf`. */
const DOCUMENTS_FOLDER = 'documents';
/** Uploads arrive here, on the same file system as their final place, so storing one is a rename. */
const INCOMING_FOLDER = path.join(DOCUMENTS_FOLDER, 'incoming');

export const documentsFolder = (dataDir: string): string => path.join(dataDir, DOCUMENTS_FOLDER);

/** The folder uploads stream into; created when absent. */
export function incomingDocumentsFolder(dataDir: string): string {
  const folder = path.join(dataDir, INCOMING_FOLDER);
  makePrivateFolder(folder);
  return folder;
}

export const isDocumentHash = (text: string): boolean => /^[0-9a-f]{64}$/.test(text);

/** How far into a file the `%PDF-` header may start (Adobe's readers accept junk before it). */
const HEADER_WINDOW = 1024;

/** Whether the file starts like a PDF (its magic bytes), whatever its name says. */
export function startsLikePdf(file: string): boolean {
  const handle = openSync(file, 'r');
  try {
    const head = Buffer.alloc(HEADER_WINDOW);
    const read = readSync(handle, head, 0, HEADER_WINDOW, 0);
    return head.subarray(0, read).includes('%PDF-', 0, 'latin1');
  } finally {
    closeSync(handle);
  }
}

/** Hex SHA-256 of a file, read as a stream. */
export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (piece) => hash.update(piece))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * Moves an uploaded file to its place by hash, or drops it when that content is stored already.
 * Synchronous, like the removal of unused files: between this and the database's commit no other
 * request can remove the file it now stands for.
 */
export function placeDocumentFile(dataDir: string, uploaded: string, sha256: string): void {
  const target = path.join(dataDir, storedDocumentPath(sha256));
  if (existsSync(target)) rmSync(uploaded, { force: true });
  else renameSync(uploaded, target);
}

export function removeDocumentFile(dataDir: string, sha256: string): void {
  rmSync(path.join(dataDir, storedDocumentPath(sha256)), { force: true });
}

/**
 * Removes the document files no row names any more (an instruction deleted with its PDFs, a library
 * update or restore that replaced them) and uploads a stopped server left half-written. Synchronous,
 * so it never sees a file placed for a commit that has not run yet.
 */
export function pruneDocumentFiles(dataDir: string, keep: ReadonlySet<string>): void {
  const folder = documentsFolder(dataDir);
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const sha256 = entry.name.replace(/\.pdf$/, '');
    if (entry.isFile() && !keep.has(sha256)) rmSync(path.join(folder, entry.name), { force: true });
  }
}

/** Uploads a stopped server left in the incoming folder; run at start, before any upload. */
export function clearIncomingDocuments(dataDir: string): void {
  rmSync(path.join(dataDir, INCOMING_FOLDER), { recursive: true, force: true });
}
