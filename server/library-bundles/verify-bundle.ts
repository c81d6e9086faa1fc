import type { LibraryChannel } from '../../common/api/library-bundles';
import { HttpError } from '../errors';
import { BundleFormatError, readBundleEntries, type BundleEntry } from './bundle-file';
import {
  MANIFEST_ENTRY,
  MAX_MANIFEST_BYTES,
  MAX_SIGNATURE_BYTES,
  SIGNATURE_ENTRY,
  manifestSchema,
  type BundleDelta,
  type BundleManifest,
} from './manifest';
import { keyIdText, SignatureError, signerKeyId, verifyMinisign, type MinisignPublicKey } from './minisign';

export interface CheckedManifest {
  manifest: BundleManifest;
  /** A bundle carries the whole library, or (a delta's file) the changes from one earlier version. */
  content:
    { kind: 'snapshot'; entry: BundleEntry } | { kind: 'delta'; entry: BundleEntry; delta: BundleDelta };
  /** Every entry of the bundle file (its documents among them). */
  entries: BundleEntry[];
}

const damaged = (message: string) => new HttpError(400, message, 'LIBRARY_BUNDLE_DAMAGED');

/** Checks a manifest's signature against the trusted key and its shape; the snapshot is not read here. */
export function checkSignedManifest(
  manifestBytes: Buffer,
  signature: string,
  publicKey: MinisignPublicKey,
): BundleManifest {
  try {
    verifyMinisign(manifestBytes, signature, publicKey);
  } catch (error) {
    if (!(error instanceof SignatureError)) throw error;
    if (error.reason !== 'other-key') throw new HttpError(400, error.message, 'LIBRARY_SIGNATURE_INVALID');
    // The page names the signer as the command line's message does, to compare with a hub's fingerprint.
    const signer = signerKeyId(signature);
    throw new HttpError(
      400,
      error.message,
      'LIBRARY_OTHER_KEY',
      signer ? { keyId: keyIdText(signer), trustedKeyId: keyIdText(publicKey.keyId) } : {},
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestBytes.toString('utf8'));
  } catch {
    throw damaged('The bundle manifest is not JSON');
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw damaged('The bundle manifest is not one this app understands');
  return result.data;
}

/**
 * A follower takes only what its hub signed for its channel: a pilot manifest handed to a stable
 * kiosk (by a mirror, a copied file) is refused.
 */
export function checkChannel(manifest: BundleManifest, channel: LibraryChannel, source: string): void {
  if (manifest.channel !== channel)
    throw new HttpError(
      502,
      `The answer of ${source} was refused: it offers version ${manifest.version} signed for the ${manifest.channel} channel, and this kiosk follows ${channel}; the current library stays in use`,
      'LIBRARY_HUB_ANSWER_REFUSED',
    );
}

/** The rules that do not depend on the bytes of the snapshot: version only grows, schema known. */
export function checkApplicable(
  manifest: BundleManifest,
  servedVersion: number,
  appSchemaVersion: number,
): void {
  if (manifest.schemaVersion > appSchemaVersion)
    throw new HttpError(
      409,
      `Library version ${manifest.version} needs a newer app (library schema ${manifest.schemaVersion}, this app serves up to ${appSchemaVersion}): update the app to use this library`,
      'LIBRARY_SCHEMA_TOO_NEW',
    );
  if (manifest.version <= servedVersion)
    throw new HttpError(
      409,
      `This kiosk already serves library version ${servedVersion}; the bundle holds version ${manifest.version}, which is not newer`,
      'LIBRARY_VERSION_NOT_NEWER',
      { served: servedVersion, version: manifest.version },
    );
}

/**
 * A bundle file's entries, with its manifest's and signature's bytes, not yet checked (a cut file,
 * or one that is no bundle, fails here).
 */
export function readManifestEntries(file: string): {
  bundle: ReturnType<typeof readBundleEntries>;
  manifestBytes: Buffer;
  signature: string;
} {
  let bundle: ReturnType<typeof readBundleEntries>;
  try {
    bundle = readBundleEntries(file);
  } catch (error) {
    if (error instanceof BundleFormatError) throw damaged(error.message);
    throw error;
  }
  const find = (name: string) => bundle.entries.find((entry) => entry.name === name);
  const manifestEntry = find(MANIFEST_ENTRY);
  const signatureEntry = find(SIGNATURE_ENTRY);
  if (!manifestEntry || !signatureEntry)
    throw damaged('This file is not a library bundle (manifest or signature missing)');
  if (manifestEntry.size > MAX_MANIFEST_BYTES || signatureEntry.size > MAX_SIGNATURE_BYTES)
    throw damaged('The bundle is damaged: its manifest or signature is far larger than one can be');
  return {
    bundle,
    manifestBytes: bundle.read(manifestEntry),
    signature: bundle.read(signatureEntry).toString('utf8'),
  };
}

/**
 * A file's manifest checked with the trusted key. One signed with the key this kiosk trusted before
 * the hub's announced move (`previousKey`) is refused as such: it was published before the move, and
 * saving another key would not help.
 */
function checkFileManifest(
  manifestBytes: Buffer,
  signature: string,
  publicKey: MinisignPublicKey,
  previousKey: MinisignPublicKey | undefined,
): BundleManifest {
  try {
    return checkSignedManifest(manifestBytes, signature, publicKey);
  } catch (error) {
    const signer = signerKeyId(signature);
    if (
      !(error instanceof HttpError) ||
      error.code !== 'LIBRARY_OTHER_KEY' ||
      !previousKey ||
      !signer?.equals(previousKey.keyId)
    )
      throw error;
    const { version } = checkSignedManifest(manifestBytes, signature, previousKey);
    const keyId = keyIdText(signer);
    throw new HttpError(
      400,
      `This file holds version ${version}, signed with the hub's previous key (${keyId}) before the hub moved to the key this install trusts (${keyIdText(publicKey.keyId)}). Take a newer file from the hub`,
      'LIBRARY_FILE_PREVIOUS_KEY',
      { keyId, version },
    );
  }
}

/** Reads a bundle file's entries and checks its signed manifest (a cut or foreign file fails here). */
export function readSignedBundle(
  file: string,
  publicKey: MinisignPublicKey,
  previousKey?: MinisignPublicKey,
): CheckedManifest {
  const { bundle, manifestBytes, signature } = readManifestEntries(file);
  const find = (name: string) => bundle.entries.find((entry) => entry.name === name);
  const manifest = checkFileManifest(manifestBytes, signature, publicKey, previousKey);
  const snapshot = find(manifest.snapshot.entry);
  const delta = manifest.deltas.find((candidate) => find(candidate.entry) !== undefined);
  const deltaEntry = delta && find(delta.entry);
  if (!snapshot && delta && deltaEntry) {
    if (deltaEntry.size !== delta.size)
      throw damaged(`The bundle's delta has ${deltaEntry.size} bytes, its manifest says ${delta.size}`);
    return { manifest, content: { kind: 'delta', entry: deltaEntry, delta }, entries: bundle.entries };
  }
  if (!snapshot) throw damaged('The bundle is incomplete: its library snapshot is missing');
  if (snapshot.size !== manifest.snapshot.size)
    throw damaged(
      `The bundle's snapshot has ${snapshot.size} bytes, its manifest says ${manifest.snapshot.size}`,
    );
  return { manifest, content: { kind: 'snapshot', entry: snapshot }, entries: bundle.entries };
}
