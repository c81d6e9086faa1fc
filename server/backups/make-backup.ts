import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_VERSION } from '../config/app-version';
import { backupDatabase, type Db } from '../db/client';
import { latestLibraryVersion } from '../db/library-versions';
import { writeBundleFile } from '../library-bundles/bundle-file';
import { digestFileRange } from '../library-bundles/file-digest';
import { BACKED_UP_FILES } from './backup-contents';
import { keepBackupDocument } from './backup-documents';
import { backupFileName, backupFolder, stagingFolder } from './backup-folder';
import {
  BACKUP_DATABASE_NAME,
  BACKUP_MANIFEST_NAME,
  backupDocumentEntry,
  type BackupManifest,
} from './backup-manifest';
import { backupDocuments } from '../db/raw/library-content';
import { storedDocumentPath } from '../services/documents/document-files';

/**
 * One file (a tar, readable with `tar tf`) holding a consistent copy of the library, made with
 * SQLite's online backup while the server keeps answering, the data directory's keys and
 * settings, the PDF manuals (or, in the backups folder, a reference to the copies kept there) and
 * a manifest with the SHA-256 of each. Written under a temporary name and renamed, so a
 * half-written backup never looks like one. Answers the file's path.
 */
export async function makeBackup(
  db: Db,
  dataDir: string,
  options: { automatic: boolean; now?: Date; target?: string },
): Promise<string> {
  const now = options.now ?? new Date();
  const target = options.target ?? path.join(backupFolder(dataDir), backupFileName(now, options.automatic));
  const staging = stagingFolder(dataDir);
  try {
    const databaseCopy = path.join(staging, BACKUP_DATABASE_NAME);
    await backupDatabase(db, databaseCopy);
    const sources = [
      { name: BACKUP_DATABASE_NAME, file: databaseCopy },
      ...BACKED_UP_FILES.map((name) => ({ name, file: path.join(dataDir, name) })).filter(({ file }) =>
        existsSync(file),
      ),
    ].map((source) => ({ ...source, size: statSync(source.file).size }));
    // The files of the documents the copied library names, by the hash they were stored under.
    const stored = (sha256: string) => existsSync(path.join(dataDir, storedDocumentPath(sha256)));
    const named = backupDocuments(databaseCopy, stored);
    // A backup in the backups folder shares the documents kept beside it; one written elsewhere carries them.
    const shared = options.target === undefined && named.length > 0;
    const documents = named.map(({ sha256 }) => {
      const file = shared
        ? keepBackupDocument(dataDir, sha256)
        : path.join(dataDir, storedDocumentPath(sha256));
      return { sha256, file, size: statSync(file).size };
    });
    const manifest: BackupManifest = {
      format: 1,
      appVersion: APP_VERSION,
      createdAt: now.toISOString(),
      libraryVersion: latestLibraryVersion(db)?.version ?? null,
      files: sources.map(({ name, file, size }) => ({
        name,
        bytes: size,
        sha256: digestFileRange(file, 0, size),
      })),
      documents: documents.map(({ sha256, size }) => ({ sha256, bytes: size })),
      documentStore: shared ? 'shared' : 'inside',
    };
    const partial = `${target}.part`;
    writeBundleFile(
      partial,
      [
        { name: BACKUP_MANIFEST_NAME, data: Buffer.from(JSON.stringify(manifest, null, 2)) },
        ...sources.map(({ name, file, size }) => ({ name, data: { file, size } })),
        ...(shared ? [] : documents).map(({ sha256, file, size }) => ({
          name: backupDocumentEntry(sha256),
          data: { file, size },
        })),
      ],
      Math.floor(now.getTime() / 1000),
    );
    renameSync(partial, target);
    return target;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
