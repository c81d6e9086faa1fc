import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * The minisign file formats (https://jedisct1.github.io/minisign/), so that `minisign -V` can check
 * what we sign. Signatures are the pre-hashed kind ("ED"): Ed25519 over the BLAKE2b-512 of the file,
 * plus a global signature over that signature and the trusted comment.
 */
const KEY_ALGORITHM = Buffer.from('Ed');
const PREHASHED_ALGORITHM = Buffer.from('ED');
const KEY_ID_BYTES = 8;

export class SignatureError extends Error {
  constructor(
    message: string,
    readonly reason: 'malformed' | 'other-key' | 'invalid',
  ) {
    super(message);
    this.name = 'SignatureError';
  }
}

export interface MinisignPublicKey {
  keyId: Buffer;
  key: KeyObject;
  /** The raw 32-byte Ed25519 public key. */
  raw: Buffer;
}

/** minisign prints the key id as the hex of a little-endian 64-bit number. */
export function keyIdText(keyId: Buffer): string {
  return Buffer.from(keyId).reverse().toString('hex').toUpperCase();
}

export function publicKeyFromRaw(raw: Buffer, keyId: Buffer): MinisignPublicKey {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
    format: 'jwk',
  });
  return { keyId, key, raw };
}

/** The one-line form a person pastes into a kiosk (`minisign -P` accepts it too). */
export function publicKeyLine(publicKey: MinisignPublicKey): string {
  return Buffer.concat([KEY_ALGORITHM, publicKey.keyId, publicKey.raw]).toString('base64');
}

/** The `.pub` file minisign writes. */
export function publicKeyFile(publicKey: MinisignPublicKey): string {
  return `untrusted comment: minisign public key ${keyIdText(publicKey.keyId)}\n${publicKeyLine(publicKey)}\n`;
}

/** Accepts the one-line key or a whole `.pub` file. */
export function parsePublicKey(text: string): MinisignPublicKey {
  const line = text
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('untrusted comment:'))[0];
  const bytes = line && /^[A-Za-z0-9+/]+=*$/.test(line) ? Buffer.from(line, 'base64') : Buffer.alloc(0);
  if (bytes.length !== 2 + KEY_ID_BYTES + 32 || !bytes.subarray(0, 2).equals(KEY_ALGORITHM))
    throw new SignatureError(
      'This is not a minisign public key (expected one line starting with "RW")',
      'malformed',
    );
  return publicKeyFromRaw(bytes.subarray(2 + KEY_ID_BYTES), bytes.subarray(2, 2 + KEY_ID_BYTES));
}

const blake2b = (data: Buffer): Buffer => createHash('blake2b512').update(data).digest();

/** A `.minisig` file for `data`. */
export function signMinisign(
  data: Buffer,
  privateKey: KeyObject,
  keyId: Buffer,
  comments: { untrusted: string; trusted: string },
): string {
  if (/[\r\n]/.test(comments.trusted + comments.untrusted)) throw new Error('A minisign comment is one line');
  const signature = sign(null, blake2b(data), privateKey);
  const globalSignature = sign(null, Buffer.concat([signature, Buffer.from(comments.trusted)]), privateKey);
  return [
    `untrusted comment: ${comments.untrusted}`,
    Buffer.concat([PREHASHED_ALGORITHM, keyId, signature]).toString('base64'),
    `trusted comment: ${comments.trusted}`,
    globalSignature.toString('base64'),
    '',
  ].join('\n');
}

/** The id of the key that made a `.minisig`, or undefined when the file is no minisign signature. */
export function signerKeyId(signatureFile: string): Buffer | undefined {
  const block = Buffer.from(signatureFile.split(/\r?\n/)[1] ?? '', 'base64');
  return block.length === 2 + KEY_ID_BYTES + 64 ? block.subarray(2, 2 + KEY_ID_BYTES) : undefined;
}

/** Checks a `.minisig` against `data` and the key; answers the trusted comment. */
export function verifyMinisign(data: Buffer, signatureFile: string, publicKey: MinisignPublicKey): string {
  const lines = signatureFile.split(/\r?\n/);
  const signatureBlock = Buffer.from(lines[1] ?? '', 'base64');
  const trustedPrefix = 'trusted comment: ';
  const trustedLine = lines[2] ?? '';
  const globalSignature = Buffer.from(lines[3] ?? '', 'base64');
  if (
    !lines[0]?.startsWith('untrusted comment:') ||
    signatureBlock.length !== 2 + KEY_ID_BYTES + 64 ||
    !trustedLine.startsWith(trustedPrefix) ||
    globalSignature.length !== 64
  )
    throw new SignatureError('The signature file is damaged or not a minisign signature', 'malformed');
  const algorithm = signatureBlock.subarray(0, 2);
  if (!algorithm.equals(PREHASHED_ALGORITHM))
    throw new SignatureError('Only pre-hashed (ED) minisign signatures are accepted', 'malformed');
  const keyId = signatureBlock.subarray(2, 2 + KEY_ID_BYTES);
  if (!keyId.equals(publicKey.keyId))
    throw new SignatureError(
      `Signed by another key (${keyIdText(keyId)}) than the hub key this install trusts (${keyIdText(publicKey.keyId)}). ` +
        'If the hub moved to a new key, check its fingerprint on the hub and save that key under Library Updates',
      'other-key',
    );
  const signature = signatureBlock.subarray(2 + KEY_ID_BYTES);
  const trusted = trustedLine.slice(trustedPrefix.length);
  const valid =
    verify(null, blake2b(data), publicKey.key, signature) &&
    verify(null, Buffer.concat([signature, Buffer.from(trusted)]), publicKey.key, globalSignature);
  if (!valid)
    throw new SignatureError('The signature does not match: the bundle was changed or damaged', 'invalid');
  return trusted;
}
