import { statementNaming } from './key-rotation';
import type { BundleManifest } from './manifest';
import { signMinisign } from './minisign';
import type { SigningKey } from './signing-key';

/**
 * A manifest as its bytes are signed and shipped, and its minisign signature. After this hub (its
 * data in `dataDir`) moved to `key`, the manifest carries the move's statement.
 */
export function signManifest(
  manifest: BundleManifest,
  key: SigningKey,
  dataDir: string,
): { manifestBytes: Buffer; signature: string } {
  const shipped: BundleManifest = { ...manifest, keyRotation: statementNaming(key.publicKey, dataDir) };
  const manifestBytes = Buffer.from(`${JSON.stringify(shipped, null, 2)}\n`);
  const signature = signMinisign(manifestBytes, key.privateKey, key.publicKey.keyId, {
    untrusted: `signature from the instruction library hub key ${manifest.keyId}`,
    trusted: `instruction library bundle version ${manifest.version} schema ${manifest.schemaVersion} channel ${manifest.channel}`,
  });
  return { manifestBytes, signature };
}
