import type { ErrorCode } from '../../common/api/errors';

export interface StorageFailure {
  status: 503 | 507;
  message: string;
  code: ErrorCode;
}

const FULL_MESSAGE =
  'The disk of the library is full, so the change was not saved. Free some disk space and try again; reading still works.';
const BUSY_MESSAGE =
  'The library is busy with a long task (an import or a library update), so the change was not saved. Try again when it has ended; reading still works.';
const UNAVAILABLE_MESSAGE =
  'The library database cannot be written right now (read-only or failing storage), so the change was not saved. Reading still works.';

/**
 * A failure of the storage under the database (better-sqlite3's SqliteError codes, Node's errno
 * codes) as an answer: the client did nothing wrong and nothing is broken in the code, so it is
 * neither a 4xx nor a bare 500.
 */
export function storageFailure(error: unknown): StorageFailure | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = error.code;
  if (typeof code !== 'string') return undefined;
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') {
    return { status: 507, message: FULL_MESSAGE, code: 'STORAGE_FULL' };
  }
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return { status: 503, message: BUSY_MESSAGE, code: 'LIBRARY_BUSY' };
  if (/^SQLITE_(READONLY|IOERR|CANTOPEN|PROTOCOL)/.test(code) || code === 'EROFS' || code === 'EIO') {
    return { status: 503, message: UNAVAILABLE_MESSAGE, code: 'STORAGE_UNAVAILABLE' };
  }
  return undefined;
}
