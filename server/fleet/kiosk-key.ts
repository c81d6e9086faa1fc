import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keyIdOf } from './report-envelope';

/** This install's own report key (never part of a bundle or a backup of the library database). */
const KEY_FILE = 'fleet-report-key.pem';

export interface KioskKey {
  privateKey: KeyObject;
  /** SPKI DER, base64: what the hub learns and pins. */
  publicKey: string;
  keyId: string;
}

function fromPrivate(privateKey: KeyObject): KioskKey {
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return { privateKey, publicKey, keyId: keyIdOf(publicKey) };
}

/** The key when one was made; reports are the only need, so a hub that never reports has none. */
export function readKioskKey(dataDir: string): KioskKey | undefined {
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) return undefined;
  return fromPrivate(createPrivateKey(readFileSync(file, 'utf8')));
}

/** The install's Ed25519 key, made and kept (owner-only) at the first report. */
export function kioskKey(dataDir: string): KioskKey {
  const existing = readKioskKey(dataDir);
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync('ed25519');
  const file = path.join(dataDir, KEY_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  renameSync(temporary, file);
  return fromPrivate(privateKey);
}

export const signReport = (key: KioskKey, report: string): string =>
  sign(null, Buffer.from(report, 'utf8'), key.privateKey).toString('base64');
