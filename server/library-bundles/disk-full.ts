import { HttpError } from '../errors';

/** The storage said "no room" (Node's errno codes or SQLite's), as opposed to any other failure. */
export const isDiskFull = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOSPC' || error.code === 'EDQUOT' || error.code === 'SQLITE_FULL');

/** A full disk during an update, in words for the status panel: the served library is untouched. */
export const diskFull = (what: string): HttpError =>
  new HttpError(507, `The disk is full: ${what}; the current library stays in use`, 'STORAGE_FULL');
