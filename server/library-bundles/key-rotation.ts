import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { HttpError } from '../errors';
import { manifestSchema, type BundleManifest } from './manifest';
import {
  keyIdText,
  parsePublicKey,
  publicKeyLine,
  signMinisign,
  signerKeyId,
  verifyMinisign,
  type MinisignPublicKey,
} from './minisign';
import { generateSigningKey, loadOrCreateSigningKey, type SigningKey } from './signing-key';
import type { SignedRelease } from './static-folder';
import { checkSignedManifest, readManifestEntries } from './verify-bundle';

/**
 * A hub's move to a new signing key: a small statement, signed by the old key, that names the new
 * one. The hub offers it beside its manifests (`key-rotation.json` in the folder); a follower that
 * meets a manifest signed by a key it does not trust takes the new key only if this statement,
 * checked against the key it trusts, names exactly the key that signed the manifest.
 */
export const KEY_ROTATION_FILE = 'key-rotation.json';
export const KEY_ROTATION_SIGNATURE = 'key-rotation.json.minisig';

const announcementSchema = z.object({
  format: z.literal('instruction-library-key-rotation'),
  oldKeyId: z.string(),
  newKey: z.string(),
  created: z.string(),
});

/** Where the hub keeps its announcement (in its data directory, offered to followers). */
const announcementFiles = (dataDir: string) => ({
  statement: path.join(dataDir, KEY_ROTATION_FILE),
  signature: path.join(dataDir, KEY_ROTATION_SIGNATURE),
});

export function readAnnouncement(dataDir: string): SignedRelease | undefined {
  const files = announcementFiles(dataDir);
  if (!existsSync(files.statement) || !existsSync(files.signature)) return undefined;
  return {
    manifest: readFileSync(files.statement, 'utf8'),
    signature: readFileSync(files.signature, 'utf8'),
  };
}

/**
 * Moves the hub to a new key: the announcement is signed with the old key and written first, then
 * the new key replaces the old (kept as `library-signing-key.retired-<fingerprint>.json`). The versions
 * already published keep their old signatures; the next publish (and promote) signs with the new key.
 */
export function rotateSigningKey(dataDir: string): { oldKey: SigningKey; newKey: SigningKey } {
  const oldKey = loadOrCreateSigningKey(dataDir);
  const newKey = generateSigningKey();
  const statement = Buffer.from(
    `${JSON.stringify(
      {
        format: 'instruction-library-key-rotation',
        oldKeyId: keyIdText(oldKey.publicKey.keyId),
        newKey: publicKeyLine(newKey.publicKey),
        created: new Date().toISOString(),
      },
      null,
      2,
    )}\n`,
  );
  const signature = signMinisign(statement, oldKey.privateKey, oldKey.publicKey.keyId, {
    untrusted: `key rotation signed by the instruction library hub key ${keyIdText(oldKey.publicKey.keyId)}`,
    trusted: `instruction library hub key rotation to ${keyIdText(newKey.publicKey.keyId)}`,
  });
  const files = announcementFiles(dataDir);
  write(files.signature, signature);
  write(files.statement, statement);
  newKey.save(dataDir);
  return { oldKey, newKey };
}

/** The statement of this hub's move to `key`, carried by the manifests it signs; undefined before any move. */
export function statementNaming(key: MinisignPublicKey, dataDir: string): BundleManifest['keyRotation'] {
  const announcement = readAnnouncement(dataDir);
  if (!announcement || !namedKeys(announcement)?.newKey.keyId.equals(key.keyId)) return undefined;
  return { statement: announcement.manifest, signature: announcement.signature };
}

/** When this hub (its data in `dataDir`) moved to `key`: the key it moved from, and the time. */
export function moveTo(
  key: MinisignPublicKey,
  dataDir: string,
): { previousKeyId: string; since: string } | undefined {
  const announcement = readAnnouncement(dataDir);
  const named = announcement ? namedKeys(announcement) : undefined;
  if (!named?.newKey.keyId.equals(key.keyId)) return undefined;
  return { previousKeyId: named.oldKeyId, since: named.created };
}

/** The keys an announcement names, read without checking its signature: only to word or place it. */
function namedKeys(
  announcement: SignedRelease,
): { oldKeyId: string; newKey: MinisignPublicKey; created: string } | undefined {
  try {
    const parsed = announcementSchema.parse(JSON.parse(announcement.manifest));
    return { oldKeyId: parsed.oldKeyId, newKey: parsePublicKey(parsed.newKey), created: parsed.created };
  } catch {
    return undefined;
  }
}

/**
 * The key a bundle file moves this kiosk to: its manifest is signed by another key than the trusted
 * one, and the statement it carries, checked with the trusted key, names that key. Undefined for
 * anything else: applying the file then says why it is refused.
 */
export function keyMovedByBundle(bundleFile: string, trusted: MinisignPublicKey): string | undefined {
  try {
    const { manifestBytes, signature } = readManifestEntries(bundleFile);
    const signer = signerKeyId(signature);
    if (!signer || signer.equals(trusted.keyId)) return undefined;
    const carried = manifestSchema.shape.keyRotation.safeParse(
      (JSON.parse(manifestBytes.toString('utf8')) as { keyRotation?: unknown } | null)?.keyRotation,
    );
    if (!carried.success || !carried.data) return undefined;
    const announcement = { manifest: carried.data.statement, signature: carried.data.signature };
    const refusal = new HttpError(400, 'The statement does not move this kiosk', 'LIBRARY_OTHER_KEY');
    return acceptRotation(manifestBytes, signature, trusted, announcement, refusal).newKey;
  } catch {
    return undefined;
  }
}

/**
 * The key a follower moves to when `announcement` (signed by the key it trusts) names the key that
 * signed `manifestBytes`; otherwise the error of the manifest's own check stands.
 */
export function acceptRotation(
  manifestBytes: Buffer,
  manifestSignature: string,
  trusted: MinisignPublicKey,
  announcement: SignedRelease | undefined,
  refusal: HttpError,
): { manifest: BundleManifest; newKey: string } {
  if (!announcement) throw refusal;
  let newKey: MinisignPublicKey;
  try {
    verifyMinisign(Buffer.from(announcement.manifest), announcement.signature, trusted);
    const parsed = announcementSchema.parse(JSON.parse(announcement.manifest));
    newKey = parsePublicKey(parsed.newKey);
  } catch {
    // An announcement this kiosk cannot check (another hub's, a forged one) moves nothing.
    throw signedBeforeTheMove(manifestSignature, trusted, announcement) ?? refusal;
  }
  const manifest = checkSignedManifest(manifestBytes, manifestSignature, newKey);
  return { manifest, newKey: publicKeyLine(newKey) };
}

/**
 * The refusal for a manifest signed by the key this hub moved away from, met by a kiosk that already
 * trusts the new key (a channel given no new version since the rotation): the hub has to sign a new one.
 * The announcement is read only to word the refusal; nothing of it is trusted.
 */
function signedBeforeTheMove(
  manifestSignature: string,
  trusted: MinisignPublicKey,
  announcement: SignedRelease,
): HttpError | undefined {
  const signer = signerKeyId(manifestSignature);
  const named = namedKeys(announcement);
  if (!signer || !named?.newKey.keyId.equals(trusted.keyId) || named.oldKeyId !== keyIdText(signer))
    return undefined;
  return new HttpError(
    400,
    `The hub's newest version for this channel is still signed with its previous key (${keyIdText(signer)}); this install already trusts its new key. ` +
      'Publish a new version on the hub (and promote it for stable kiosks): it is signed with the new key',
    'LIBRARY_PREVIOUS_KEY',
  );
}

function write(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data, { mode: 0o644 });
  renameSync(temporary, file);
}
