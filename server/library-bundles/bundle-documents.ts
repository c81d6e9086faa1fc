import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { snapshotDocuments } from '../db/raw/library-content';
import { HttpError } from '../errors';
import {
  documentsFolder,
  incomingDocumentsFolder,
  isDocumentHash,
  storedDocumentPath,
} from '../services/documents/document-files';
import type { JobHooks } from '../workers/job-hooks';
import type { BundleEntry } from './bundle-file';
import { digestFileRange } from './file-digest';
import { documentEntry, type BundleManifest } from './manifest';

const damaged = (message: string) => new HttpError(400, message, 'LIBRARY_BUNDLE_DAMAGED');

/**
 * Puts a bundle's documents in the data directory, each only after every byte matched its signed
 * hash; one this install holds already is not read again. Runs before the library is replaced, so
 * the new library's documents are there the moment it is served; files the old library still names
 * are kept, and what ends up unnamed is removed afterwards (removeUnusedDocumentFiles).
 */
export function placeBundleDocuments(
  bundleFile: string,
  entries: readonly BundleEntry[],
  manifest: BundleManifest,
  dataDir: string,
  hooks: JobHooks,
): void {
  const incoming = incomingDocumentsFolder(dataDir);
  const total = manifest.documents.reduce((sum, document) => sum + document.size, 0);
  let done = 0;
  for (const document of manifest.documents) {
    if (!isDocumentHash(document.sha256) || document.entry !== documentEntry(document.sha256))
      throw damaged(`The bundle is damaged: its document entry "${document.entry}" is not named by its hash`);
    const entry = entries.find((candidate) => candidate.name === document.entry);
    if (!entry || entry.size !== document.size)
      throw damaged(`The bundle is incomplete: its document ${document.entry} is missing or cut short`);
    const target = path.join(dataDir, storedDocumentPath(document.sha256));
    if (!existsSync(target)) {
      const partial = path.join(incoming, `bundle-${document.sha256}.partial`);
      try {
        const digest = digestFileRange(bundleFile, entry.offset, entry.size, partial, (read) => {
          hooks.throwIfCancelled();
          hooks.progress('verifying', done + read, total);
        });
        if (digest !== document.sha256)
          throw damaged(
            `The bundle is damaged: its document ${document.entry} does not match the signed hash`,
          );
        renameSync(partial, target);
      } finally {
        rmSync(partial, { force: true });
      }
    }
    done += document.size;
  }
}

/** The snapshot names only documents the bundle carries (or a follower would serve missing files). */
export function checkSnapshotDocuments(
  stagedSnapshot: string,
  manifest: BundleManifest,
  dataDir: string,
): void {
  const carried = new Set(manifest.documents.map((document) => document.sha256));
  for (const { sha256 } of snapshotDocuments(stagedSnapshot)) {
    if (!carried.has(sha256) && !existsSync(path.join(documentsFolder(dataDir), `${sha256}.pdf`)))
      throw damaged(`The bundle is damaged: its library names a document it does not carry (${sha256})`);
  }
}
