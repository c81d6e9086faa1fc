import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePrivateFile } from '../private-files';

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The key that signs session cookies, kept next to library.db so a restart signs nobody out.
 * Created once with owner-only permissions; losing it only signs everybody out.
 */
export function loadSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) {
      makePrivateFile(file, false);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
