import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HttpError } from '../errors';
import { keyIdText, parsePublicKey, publicKeyFromRaw, type MinisignPublicKey } from './minisign';

/** The hub's signing key: in the data directory, readable by its owner only, never in a bundle. */
export const SIGNING_KEY_FILE = 'library-signing-key.json';

interface StoredKey {
  keyId: string;
  privateKeyPem: string;
}

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: MinisignPublicKey;
}

function toSigningKey(stored: StoredKey): SigningKey {
  const privateKey = createPrivateKey(stored.privateKeyPem);
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new Error('The signing key is not an Ed25519 key');
  return {
    privateKey,
    publicKey: publicKeyFromRaw(Buffer.from(jwk.x, 'base64url'), Buffer.from(stored.keyId, 'hex')),
  };
}

/** The key when one was created, else undefined (a follower that never published has none). */
export function readSigningKey(dataDir: string): SigningKey | undefined {
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  if (!existsSync(file)) return undefined;
  return toSigningKey(JSON.parse(readFileSync(file, 'utf8')) as StoredKey);
}

/** Creates the key on first use (written to a temporary name with mode 0600, then renamed). */
export function loadOrCreateSigningKey(dataDir: string): SigningKey {
  const existing = readSigningKey(dataDir);
  if (existing) return existing;
  const created = generateSigningKey();
  created.save(dataDir);
  return created;
}

export interface NewSigningKey extends SigningKey {
  /**
   * Makes it this install's key: a key there before is kept as `library-signing-key.retired-<fingerprint>.json`
   * (for a person to recover with), then the new one takes the file's place in one rename.
   */
  save(dataDir: string): void;
}

/** A fresh key, not yet stored (a key rotation announces it before it signs anything). */
export function generateSigningKey(): NewSigningKey {
  const { privateKey } = generateKeyPairSync('ed25519');
  const stored: StoredKey = {
    keyId: randomBytes(8).toString('hex'),
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
  return {
    ...toSigningKey(stored),
    save(dataDir) {
      const file = path.join(dataDir, SIGNING_KEY_FILE);
      if (existsSync(file)) {
        const previous = JSON.parse(readFileSync(file, 'utf8')) as StoredKey;
        const fingerprint = keyIdText(Buffer.from(previous.keyId, 'hex'));
        copyFileSync(file, path.join(dataDir, `library-signing-key.retired-${fingerprint}.json`));
      }
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(stored), { mode: 0o600 });
      chmodSync(temporary, 0o600);
      renameSync(temporary, file);
    },
  };
}

/**
 * The refusal of this install's own key as a hub key to follow: an install cannot follow itself. A
 * key that does not parse is left to the follow settings' own check, which says what is wrong with it.
 */
export function ownKeyRefusal(dataDir: string, publicKey: string): HttpError | undefined {
  const own = readSigningKey(dataDir);
  let keyId: Buffer;
  try {
    keyId = parsePublicKey(publicKey).keyId;
  } catch {
    return undefined;
  }
  if (!own?.publicKey.keyId.equals(keyId)) return undefined;
  return new HttpError(
    400,
    "This is this install's own signing key: an install cannot follow itself. Paste the key shown on the hub's Publish Library page",
    'LIBRARY_OWN_KEY',
  );
}
