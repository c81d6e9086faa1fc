import type { ErrorCode } from '../common/api/errors';
import { ruleText, type ValidationIssue } from '../common/validation-rules';

/** Fields an answer carries beside `{ message, code }`, such as who made a conflicting change. */
export type ErrorDetails = Record<string, string | number | null>;

/**
 * Thrown anywhere below the routes; the one error middleware answers `{ message, code, ...details }`
 * with `status` and `headers`. Without a code the answer carries the status's default one
 * (common/api/errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly details: ErrorDetails = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: ErrorCode, details?: ErrorDetails) =>
  new HttpError(400, message, code, details);
export const unauthorized = (message = 'Not signed in', code?: ErrorCode) =>
  new HttpError(401, message, code);
export const forbidden = (message: string, code?: ErrorCode) => new HttpError(403, message, code);
export const notFound = (message: string, code?: ErrorCode) => new HttpError(404, message, code);
export const conflict = (message: string, code?: ErrorCode, details?: ErrorDetails) =>
  new HttpError(409, message, code, details);
export const payloadTooLarge = (message: string, code?: ErrorCode, details?: ErrorDetails) =>
  new HttpError(413, message, code, details);
export const unsupportedMediaType = (message: string, code?: ErrorCode) => new HttpError(415, message, code);

/** 429 with the wait both as Retry-After and as `retryAfterSeconds`, which a page can show. */
export const tooManyRequests = (message: string, retryAfterSeconds: number, code?: ErrorCode) =>
  new HttpError(429, message, code, { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });

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

/**
 * 400 VALIDATION_FAILED: the request broke rules of common/validation-rules.ts, listed as `issues`
 * so clients word each by its rule; `message` is the first one's English text.
 */
export class ValidationFailed extends HttpError {
  constructor(
    readonly issues: ValidationIssue[],
    message: string,
  ) {
    super(400, message, 'VALIDATION_FAILED');
    this.name = 'ValidationFailed';
  }
}

/** One broken rule of a request's field, worded by the rule list (a service's own check). */
export const ruleFailed = (issue: ValidationIssue, field?: string) =>
  new ValidationFailed([issue], ruleText(issue.rule, issue.params, field));
