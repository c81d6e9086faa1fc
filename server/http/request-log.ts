import type { Request, RequestHandler, Response } from 'express';
import { logRequestLine } from '../logs/log';

/** The request's path for a log line, without the query string: that carries what visitors typed. */
export const loggedPath = (req: Request): string => req.originalUrl.split('?')[0] ?? '';

/** One line per request once it is answered: method, path, status and duration; no headers (cookies). */
export const requestLog: RequestHandler = (req, res, next) => {
  logRequestOnFinish(req, res);
  next();
};

/** Writes the request's one log line once its answer is sent. */
function logRequestOnFinish(req: Request, res: Response): void {
  const started = performance.now();
  res.once('finish', () => {
    logRequest(req.method, loggedPath(req), res.statusCode, performance.now() - started);
  });
}

/** The request's log line; `path` without its query string. */
export function logRequest(method: string, path: string, status: number, ms: number): void {
  logRequestLine(method, path, status, Math.round(ms * 10) / 10);
}
