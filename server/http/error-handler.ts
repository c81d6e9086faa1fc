import type { ErrorRequestHandler, Response } from 'express';
import { errorBody, type ErrorCode } from '../../common/api/errors';
import type { ValidationIssue } from '../../common/validation-rules';
import { HttpError, ValidationFailed, storageFailure, type ErrorDetails } from '../errors';
import { log } from '../logs/log';
import { loggedPath } from './request-log';

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

interface Answer {
  status: number;
  message: string;
  code?: ErrorCode;
  details?: ErrorDetails;
  headers?: Record<string, string>;
  issues?: ValidationIssue[];
}

function describe(error: unknown): Answer {
  if (error instanceof HttpError) return error;
  // The router's own decoding of a path parameter, which it marks 400 but not safe to show.
  if (error instanceof URIError) {
    return {
      status: 400,
      message: 'The address contains malformed percent-encoding',
      code: 'MALFORMED_PATH',
    };
  }
  if (isExposedClientError(error)) {
    return {
      status: error.status,
      message: (error.type && BODY_PARSER_MESSAGES[error.type]) || error.message,
    };
  }
  return storageFailure(error) ?? { status: 500, message: 'Internal server error' };
}

function send(res: Response, answer: Answer): void {
  res.set(answer.headers ?? {});
  res.status(answer.status).json({
    ...answer.details,
    ...errorBody(answer.status, answer.message, answer.code),
    ...(answer instanceof ValidationFailed ? { issues: answer.issues } : {}),
  });
}

/**
 * Answers a refusal that is the everyday outcome of a request, such as a visitor's unknown article
 * number (counted as a missed lookup instead), without the log line: one per lookup would drown
 * the log of a busy kiosk.
 */
export const refuseQuietly = (res: Response, error: HttpError): void => send(res, error);

/**
 * The one place errors become answers: `{ message, code }` with a fitting status, never a stack
 * trace. The log gets one line per refused request and the whole stack of every server failure; a
 * library busy with a job is no failure.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const answer = describe(error);
  const { status, message } = answer;
  if (status >= 500 && answer.code !== 'LIBRARY_BUSY')
    log.error({ err: error }, `${status} ${req.method} ${loggedPath(req)}`);
  else log.warn(`${status} ${req.method} ${loggedPath(req)}: ${message}`);
  if (res.headersSent) {
    next(error);
    return;
  }
  send(res, answer);
};
