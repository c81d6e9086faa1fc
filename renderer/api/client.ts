import { ERROR_CODES, type ErrorCode } from '../../common/api/errors';

/**
 * The one fetch client of the renderer. Every call sends credentials and has a time limit; a
 * failure of any kind (non-ok answer, no connection, time-out) throws `ApiError` whose message is
 * "{status}: {body text or status text}" (spec section 8), status 0 when no answer came.
 */

/** What went wrong, in the terms a page needs to pick its screen or toast. */
export type ApiErrorKind = 'network' | 'timeout' | 'unauthorized' | 'not-found' | 'server' | 'client';

/** A kiosk must never wait forever: public reads give up after this long. */
export const DEFAULT_TIMEOUT_MS = 8_000;
/** Uploads send megabytes over a LAN, so they get far longer. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface RequestOptions {
  /** Give up after this many milliseconds (default DEFAULT_TIMEOUT_MS, uploads UPLOAD_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Cancels the request, e.g. the `signal` TanStack Query hands to a query function. */
  signal?: AbortSignal;
}

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status >= 500) return 'server';
  return 'client';
}

/** The values an error answer carries beside its message and code, e.g. the conflicting name. */
export type ErrorValues = Record<string, string | number | null>;

/** Any JSON object: its fields are whatever the server sent. */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseBody(body: string): { message?: string; code?: ErrorCode; details: ErrorValues } {
  const details: ErrorValues = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (!isJsonObject(parsed)) return { details };
    const message = typeof parsed.message === 'string' ? parsed.message : undefined;
    const code = ERROR_CODES.find((known) => known === parsed.code);
    for (const [name, value] of Object.entries(parsed)) {
      if (name === 'message' || name === 'code') continue;
      if (typeof value === 'string' || typeof value === 'number' || value === null) details[name] = value;
    }
    return { message, code, details };
  } catch {
    return { details };
  }
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The server's stable code from a `{ message, code }` body; absent when no answer came. */
  readonly code?: ErrorCode;
  /** The answer's other fields, which a client words the code's text with. */
  readonly details: ErrorValues;
  private readonly parsedMessage?: string;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    kind?: ApiErrorKind,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.kind = kind ?? kindOfStatus(status);
    const parsed = parseBody(body);
    this.code = parsed.code;
    this.details = parsed.details;
    this.parsedMessage = parsed.message;
  }

  /** The server's `{ message }`, when the body carries one; else the body text itself. */
  get serverMessage(): string | undefined {
    return this.parsedMessage ?? (this.body || undefined);
  }

  /** No answer at all: the server is down, unreachable or too slow. Retrying may help. */
  get isOutage(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function timeLimit(timeoutMs: number, callerSignal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
}

/** Turns a thrown fetch/body-read failure into an ApiError, or rethrows the caller's own cancel. */
function failure(error: unknown, callerSignal: AbortSignal | undefined, timeoutMs: number): never {
  if (callerSignal?.aborted) throw error;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    throw new ApiError(0, '', `No answer within ${Math.round(timeoutMs / 1000)} s`, 'timeout');
  }
  throw new ApiError(0, '', error instanceof Error ? error.message : 'Network error', 'network');
}

async function send<T>(method: string, url: string, body: unknown, options: RequestOptions): Promise<T> {
  const isUpload = body instanceof FormData;
  const timeoutMs = options.timeoutMs ?? (isUpload ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (isUpload) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }
  init.signal = timeLimit(timeoutMs, options.signal);
  try {
    // The body is read under the same signal, so a server that stalls mid-answer also times out.
    const response = await fetch(url, init);
    if (!response.ok) {
      throw new ApiError(response.status, await response.text(), response.statusText);
    }
    if (response.status === 204 || method === 'HEAD') return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof SyntaxError) {
      throw new ApiError(502, '', 'The server sent an answer that is not JSON', 'server');
    }
    return failure(error, options.signal, timeoutMs);
  }
}

export const api = {
  get: <T>(url: string, options: RequestOptions = {}): Promise<T> => send<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
    send<T>('POST', url, body ?? {}, options),
  put: <T>(url: string, body: unknown, options: RequestOptions = {}): Promise<T> =>
    send<T>('PUT', url, body, options),
  patch: <T>(url: string, body: unknown, options: RequestOptions = {}): Promise<T> =>
    send<T>('PATCH', url, body, options),
  /** Only the status matters (e.g. why an image failed); throws like every other call. */
  head: (url: string, options: RequestOptions = {}): Promise<undefined> =>
    send<undefined>('HEAD', url, undefined, options),
  delete: <T = void>(url: string, options: RequestOptions = {}): Promise<T> =>
    send<T>('DELETE', url, undefined, options),
};
