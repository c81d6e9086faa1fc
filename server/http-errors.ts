import type { ErrorCode } from '../common/api/errors';

/**
 * Thrown anywhere below the routes; the one error middleware answers `{ message, code }` with
 * `status`. Without a code the answer carries the status's default one (common/api/errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new HttpError(400, message, code);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message: string, code?: ErrorCode) => new HttpError(403, message, code);
export const notFound = (message: string, code?: ErrorCode) => new HttpError(404, message, code);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, code);
export const payloadTooLarge = (message: string, code?: ErrorCode) => new HttpError(413, message, code);
export const unsupportedMediaType = (message: string, code?: ErrorCode) => new HttpError(415, message, code);
