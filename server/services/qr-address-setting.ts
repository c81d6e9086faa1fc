import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The address for QR codes is a fact about this install's network, like the follow settings beside
 * it: a file in the data directory, so it never travels in a library bundle to another shop.
 */
export const QR_ADDRESS_FILE = 'qr-address.json';

export function readQrAddress(dataDir: string): string | null {
  const file = path.join(dataDir, QR_ADDRESS_FILE);
  if (!existsSync(file)) return null;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { qrAddress?: unknown };
    return typeof stored.qrAddress === 'string' ? stored.qrAddress : null;
  } catch {
    return null;
  }
}

export function writeQrAddress(dataDir: string, qrAddress: string | null): void {
  const file = path.join(dataDir, QR_ADDRESS_FILE);
  if (qrAddress === null) {
    rmSync(file, { force: true });
    return;
  }
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ qrAddress }, null, 2));
  renameSync(temporary, file);
}
