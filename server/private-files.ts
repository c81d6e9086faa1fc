import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/** Windows has no owner-only file modes; its user profile folders are private already. */
const HAS_POSIX_MODES = process.platform !== 'win32';

/**
 * The data folder holds password hashes and the session key: owner-only (0700), also when an
 * older version created it with the default mode.
 */
export function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (HAS_POSIX_MODES) chmodSync(folder, 0o700);
}

/**
 * Creates the file when absent and makes it owner-only (0600); an absent file is left absent only
 * when `create` is false. An existing file is never opened: closing any descriptor of a file drops
 * every POSIX lock this process holds on it, so opening library.db here while a connection has it
 * open (a job's worker thread starting) would let another program think the library unused and
 * delete its WAL under the running server.
 */
export function makePrivateFile(file: string, create = true): void {
  if (create && !existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  if (!HAS_POSIX_MODES) return;
  try {
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
