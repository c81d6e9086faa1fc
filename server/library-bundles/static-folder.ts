import type { LibraryChannel } from '../../common/api/library-bundles';
import { bundleParts, type BundlePart } from './bundle-file';
import { MANIFEST_ENTRY, SIGNATURE_ENTRY, type BundleDelta, type BundleManifest } from './manifest';

/**
 * A library published as a plain folder (`npm run library -- export --out DIR`): the signed
 * manifest of the version on offer and files named by their SHA-256, which never change once
 * written. So any static web server, bucket, file share or USB stick can hold it, a cache may keep
 * the hash-named files for ever, and a follower checks every byte against the signed manifest.
 */
const FOLDER_MANIFEST = 'manifest.json';
const FOLDER_SIGNATURE = 'manifest.json.minisig';

/** A channel's manifest: pilot (the newest version) at the top, stable in `stable/`. */
export const channelManifest = (channel: LibraryChannel): string =>
  channel === 'pilot' ? FOLDER_MANIFEST : `${channel}/${FOLDER_MANIFEST}`;
export const channelSignature = (channel: LibraryChannel): string =>
  channel === 'pilot' ? FOLDER_SIGNATURE : `${channel}/${FOLDER_SIGNATURE}`;

export const snapshotObject = (sha256: string): string => `snapshots/${sha256}.sqlite`;
export const deltaObject = (sha256: string): string => `deltas/${sha256}.sqlite.gz`;
export const documentObject = (sha256: string): string => `documents/${sha256}.pdf`;

/** The manifest and its signature exactly as signed: all a follower needs to decide what to fetch. */
export interface SignedRelease {
  manifest: string;
  signature: string;
}

/** A folder file and the bytes it must have (from the signed manifest). */
export interface FolderObject {
  name: string;
  size: number;
  sha256: string;
}

/** The hash-named files a version's follower may fetch: its snapshot, its deltas, its documents. */
export function releaseObjects(manifest: BundleManifest): FolderObject[] {
  return [
    { name: snapshotObject(manifest.snapshot.sha256), ...manifest.snapshot },
    ...manifest.deltas.map((delta) => ({ name: deltaObject(delta.sha256), ...delta })),
    ...manifest.documents.map((document) => ({ name: documentObject(document.sha256), ...document })),
  ].map(({ name, size, sha256 }) => ({ name, size, sha256 }));
}

/**
 * The bundle file a follower assembles from the folder, part by part: the same entries in the same
 * order as the hub's own bundle (or delta) file, so it is verified and applied like one.
 */
export function releaseBundleParts(
  release: SignedRelease,
  manifest: BundleManifest,
  delta: BundleDelta | undefined,
): BundlePart<FolderObject | Buffer>[] {
  const carried = delta ? new Set(delta.documents) : undefined;
  const documents = manifest.documents.filter((document) => !carried || carried.has(document.sha256));
  const manifestBytes = Buffer.from(release.manifest);
  const signatureBytes = Buffer.from(release.signature);
  const content = delta
    ? { name: delta.entry, size: delta.size, entry: { name: deltaObject(delta.sha256), ...delta } }
    : {
        name: manifest.snapshot.entry,
        size: manifest.snapshot.size,
        entry: { name: snapshotObject(manifest.snapshot.sha256), ...manifest.snapshot },
      };
  return bundleParts<FolderObject | Buffer>(
    [
      { name: MANIFEST_ENTRY, size: manifestBytes.length, entry: manifestBytes },
      { name: SIGNATURE_ENTRY, size: signatureBytes.length, entry: signatureBytes },
      { ...content, entry: { name: content.entry.name, size: content.size, sha256: content.entry.sha256 } },
      ...documents.map((document) => ({
        name: document.entry,
        size: document.size,
        entry: { name: documentObject(document.sha256), size: document.size, sha256: document.sha256 },
      })),
    ],
    // The hub's bundle files carry the publish time; a follower's copy then has the same bytes.
    Math.max(0, Math.floor(Date.parse(manifest.created) / 1000) || 0),
  );
}
