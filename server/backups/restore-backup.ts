import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { knownMigrationCount, libraryDatabaseFile } from '../db/client';
import { snapshotSchemaVersion } from '../db/raw/library-content';
import { passesIntegrityCheck } from '../db/raw/library-file-checks';
import { badRequest } from '../errors';
import { BundleFormatError, readBundleEntries, type BundleEntry } from '../library-bundles/bundle-file';
import { digestFileRange } from '../library-bundles/file-digest';
import { makePrivateFile } from '../private-files';
import { BACKED_UP_FILES } from './backup-contents';
import { backupDocumentFile } from './backup-documents';
import { stagingFolder } from './backup-folder';
import {
  BACKUP_DATABASE_NAME,
  BACKUP_MANIFEST_NAME,
  MAX_BACKUP_MANIFEST_BYTES,
  backupDocumentEntry,
  backupManifestSchema,
  type BackupManifest,
} from './backup-manifest';

/** Where a restore stages the documents, and their folder in the data directory. */
const DOCUMENTS_FOLDER = 'documents';

const NOT_A_BACKUP = 'This file is not a backup of the instruction library';

/** A checked backup's files wait here until the server starts next and puts them in place. */
const pendingFolder = (dataDir: string) => path.join(dataDir, 'restore-pending');

/** Where a backup's document lies: inside its tar, or kept once beside the backups of this install. */
function documentSource(
  manifest: BackupManifest,
  entries: BundleEntry[],
  file: string,
  dataDir: string,
  sha256: string,
): { file: string; offset: number; size: number } | undefined {
  if (manifest.documentStore === 'inside') {
    const entry = entries.find((candidate) => candidate.name === backupDocumentEntry(sha256));
    return entry && { file, offset: entry.offset, size: entry.size };
  }
  const kept = backupDocumentFile(dataDir, sha256);
  return existsSync(kept) ? { file: kept, offset: 0, size: statSync(kept).size } : undefined;
}

/**
 * Takes the files out of a backup into `staging` and checks them before anything is replaced:
 * the manifest, every file's size and SHA-256, the database's own integrity check, and that this
 * version of the app knows every migration the library has had. Throws a 400 naming the problem.
 */
function checkBackup(file: string, staging: string, dataDir: string): BackupManifest {
  let bundle: ReturnType<typeof readBundleEntries>;
  try {
    bundle = readBundleEntries(file);
  } catch (error) {
    if (error instanceof BundleFormatError) throw badRequest(`${NOT_A_BACKUP}: ${error.message}`);
    throw error;
  }
  const [first] = bundle.entries;
  if (first?.name !== BACKUP_MANIFEST_NAME || first.size > MAX_BACKUP_MANIFEST_BYTES)
    throw badRequest(NOT_A_BACKUP);
  let manifest: BackupManifest;
  try {
    manifest = backupManifestSchema.parse(JSON.parse(bundle.read(first).toString('utf8')));
  } catch {
    throw badRequest(NOT_A_BACKUP);
  }
  const known = new Set<string>([BACKUP_DATABASE_NAME, ...BACKED_UP_FILES]);
  if (
    !manifest.files.some((entry) => entry.name === BACKUP_DATABASE_NAME) ||
    manifest.files.some((entry) => !known.has(entry.name))
  )
    throw badRequest(NOT_A_BACKUP);
  for (const expected of manifest.files) {
    const entry = bundle.entries.find((candidate) => candidate.name === expected.name);
    if (!entry || entry.size !== expected.bytes)
      throw badRequest(`The backup is incomplete: ${expected.name} is missing or cut short`);
    const digest = digestFileRange(file, entry.offset, entry.size, path.join(staging, expected.name));
    if (digest !== expected.sha256)
      throw badRequest(`The backup is damaged: ${expected.name} does not match its checksum`);
  }
  const documents = path.join(staging, DOCUMENTS_FOLDER);
  mkdirSync(documents, { recursive: true });
  for (const expected of manifest.documents) {
    const name = backupDocumentEntry(expected.sha256);
    const source = documentSource(manifest, bundle.entries, file, dataDir, expected.sha256);
    if (!source || source.size !== expected.bytes)
      throw badRequest(`The backup is incomplete: the document ${name} is missing or cut short`);
    const digest = digestFileRange(
      source.file,
      source.offset,
      source.size,
      path.join(documents, `${expected.sha256}.pdf`),
    );
    if (digest !== expected.sha256)
      throw badRequest(`The backup is damaged: the document ${name} does not match its checksum`);
  }
  const database = path.join(staging, BACKUP_DATABASE_NAME);
  if (!passesIntegrityCheck(database))
    throw badRequest('The backup is damaged: its library database fails SQLite’s integrity check');
  if (snapshotSchemaVersion(database) > knownMigrationCount())
    throw badRequest(
      `The backup was made by a newer version of the app (${manifest.appVersion}); update this one before restoring it`,
    );
  return manifest;
}

/**
 * Checks a backup and sets it to replace the library when the server (or the desktop app) starts
 * next: a running server keeps its database open, so nothing is replaced under it. A later call
 * replaces an earlier one that has not been applied yet.
 */
export function stageRestore(file: string, dataDir: string): void {
  const staging = stagingFolder(dataDir);
  try {
    checkBackup(file, staging, dataDir);
    rmSync(pendingFolder(dataDir), { recursive: true, force: true });
    renameSync(staging, pendingFolder(dataDir));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Whether a checked backup waits to replace the library at the next start. */
export const isRestorePending = (dataDir: string): boolean => existsSync(pendingFolder(dataDir));

/** Drops a staged restore that has not been applied yet; the library stays as it is. */
export function cancelPendingRestore(dataDir: string): void {
  rmSync(pendingFolder(dataDir), { recursive: true, force: true });
}

/**
 * At start, before the database is opened: puts a staged backup in place. What was there is moved,
 * not deleted, to `before-restore-<time>/`; the staged files are copied in and removed only at the
 * end, so a restore cut short by a crash is simply done again at the next start. Answers the
 * folder kept aside, or undefined when no restore was waiting.
 */
export function applyPendingRestore(dataDir: string, now = new Date()): string | undefined {
  const pending = pendingFolder(dataDir);
  if (!existsSync(pending)) return undefined;
  const aside = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(aside, { mode: 0o700 });
  const database = libraryDatabaseFile(dataDir);
  const current = [
    database,
    `${database}-wal`,
    `${database}-shm`,
    ...BACKED_UP_FILES.map((name) => path.join(dataDir, name)),
  ];
  for (const existing of current)
    if (existsSync(existing)) renameSync(existing, path.join(aside, path.basename(existing)));
  // The documents: the current folder goes aside whole (a rename), the backup's take its place.
  const documents = path.join(dataDir, DOCUMENTS_FOLDER);
  if (existsSync(path.join(pending, DOCUMENTS_FOLDER))) {
    if (existsSync(documents)) renameSync(documents, path.join(aside, DOCUMENTS_FOLDER));
    mkdirSync(documents, { recursive: true, mode: 0o700 });
    for (const name of readdirSync(path.join(pending, DOCUMENTS_FOLDER)))
      copyFileSync(path.join(pending, DOCUMENTS_FOLDER, name), path.join(documents, name));
  }
  for (const name of readdirSync(pending)) {
    if (name === DOCUMENTS_FOLDER) continue;
    const destination = name === BACKUP_DATABASE_NAME ? database : path.join(dataDir, name);
    copyFileSync(path.join(pending, name), destination);
    makePrivateFile(destination, false);
  }
  rmSync(pending, { recursive: true, force: true });
  return aside;
}
