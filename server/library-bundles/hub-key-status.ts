import type { LibraryChannel, LibraryStatus } from '../../common/api/library-bundles';
import { stableRelease } from './channels';
import { moveTo } from './key-rotation';
import type { KeptBundles } from './kept-bundles';
import { keyIdText, publicKeyLine, signerKeyId } from './minisign';
import { readSigningKey } from './signing-key';

/**
 * The hub's signing key as its Publish page shows it. After a key change it also says which
 * channels still offer a version signed with the previous key: kiosks move to the new key only with
 * a version signed by it, so the hub's admin needs to know a publish (or promote) is still due.
 */
export function hubKeyStatus(
  dataDir: string,
  bundlesRoot: string,
  bundles: KeptBundles,
): LibraryStatus['signingKey'] {
  const key = readSigningKey(dataDir);
  if (!key) return null;
  const move = moveTo(key.publicKey, dataDir);
  const signedBefore = (signature: string | undefined) => {
    const signer = signature === undefined ? undefined : signerKeyId(signature);
    return signer !== undefined && !signer.equals(key.publicKey.keyId);
  };
  const offered: Record<LibraryChannel, string | undefined> = {
    pilot: move ? bundles.latest()?.signature : undefined,
    stable: move ? stableRelease(bundlesRoot)?.signature : undefined,
  };
  return {
    publicKey: publicKeyLine(key.publicKey),
    keyId: keyIdText(key.publicKey.keyId),
    rotation: move
      ? {
          ...move,
          channelsOnPreviousKey: (Object.keys(offered) as LibraryChannel[]).filter((channel) =>
            signedBefore(offered[channel]),
          ),
        }
      : null,
  };
}
