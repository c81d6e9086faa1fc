import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { errorBody, type ErrorCode } from '../common/api/errors';
import { HttpError } from './http-errors';

/** The shape of the errors body-parser and serve-static raise (the `http-errors` package). */
interface ExposedClientError {
  status: number;
  expose: true;
  message: string;
  type?: string;
}

function isExposedClientError(error: unknown): error is ExposedClientError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<ExposedClientError>;
  return (
    candidate.expose === true &&
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500
  );
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported request encoding',
  'charset.unsupported': 'Unsupported request charset',
  'request.aborted': 'Request aborted',
};

function describe(error: unknown): { status: number; message: string; code?: ErrorCode } {
  if (error instanceof HttpError) return { status: error.status, message: error.message, code: error.code };
  if (error instanceof multer.MulterError) {
    return error.code === 'LIMIT_FILE_SIZE'
      ? { status: 413, message: 'File is too large' }
      : { status: 400, message: `Invalid upload: ${error.message}` };
  }
  if (isExposedClientError(error)) {
    return {
      status: error.status,
      message: (error.type && BODY_PARSER_MESSAGES[error.type]) || error.message,
    };
  }
  return { status: 500, message: 'Internal server error' };
}

/** The one place errors become answers: `{ message, code }` with a fitting status, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const { status, message, code } = describe(error);
  if (status >= 500) console.error(error);
  if (res.headersSent) {
    next(error);
    return;
  }
  res.status(status).json(errorBody(status, message, code));
};
