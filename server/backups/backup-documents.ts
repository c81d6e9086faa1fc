import {
  constants,
  copyFileSync,
  existsSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import path from 'node:path';
import { storedDocumentPath } from '../services/documents/document-files';
import { makePrivateFolder } from '../private-files';

/**
 * The backups in `<data-dir>/backups/` keep the PDF manuals here, each once by its hash, instead of
 * inside every tar: a 10 GB library with ten backups kept would take 100 GB otherwise. A download or
 * `--out` backup still carries its documents inside, so a copied-off backup stands alone.
 */
function backupDocumentsFolder(dataDir: string): string {
  const folder = path.join(dataDir, 'backups', 'documents');
  makePrivateFolder(folder);
  return folder;
}

export const backupDocumentFile = (dataDir: string, sha256: string): string =>
  path.join(backupDocumentsFolder(dataDir), `${sha256}.pdf`);

/**
 * A fresh document file is never pruned: a backup made by the command line while the server runs
 * may have kept it and not yet written the tar that names it.
 */
const PRUNE_AFTER_MS = 60 * 60 * 1000;

/**
 * Puts the library's document into the backups' store unless it is there already: a copy of its
 * own (a clone where the file system can, so it costs no space until one side changes), under a
 * temporary name and renamed, so a cut copy never looks whole. A document kept already is touched,
 * so pruning does not take it while this backup is being written.
 */
export function keepBackupDocument(dataDir: string, sha256: string): string {
  const kept = backupDocumentFile(dataDir, sha256);
  if (existsSync(kept)) {
    const now = new Date();
    utimesSync(kept, now, now);
    return kept;
  }
  const partial = `${kept}.part`;
  copyFileSync(path.join(dataDir, storedDocumentPath(sha256)), partial, constants.COPYFILE_FICLONE);
  renameSync(partial, kept);
  return kept;
}

/** Removes the kept documents no remaining backup names, and copies a crash left half-written. */
export function pruneBackupDocuments(dataDir: string, named: ReadonlySet<string>, now = Date.now()): void {
  const folder = backupDocumentsFolder(dataDir);
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (now - statSync(file).mtimeMs < PRUNE_AFTER_MS) continue;
    const sha256 = name.endsWith('.pdf') ? name.slice(0, -'.pdf'.length) : undefined;
    if (sha256 === undefined || !named.has(sha256)) rmSync(file, { force: true });
  }
}
