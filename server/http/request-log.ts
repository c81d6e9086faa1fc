import type { Request, RequestHandler, Response } from 'express';
import { log } from '../logs/log';

/** The request's path for a log line, without the query string: that carries what visitors typed. */
export const loggedPath = (req: Request): string => req.originalUrl.split('?')[0] ?? '';

/** One line per request once it is answered: method, path, status and duration; no headers (cookies). */
export const requestLog: RequestHandler = (req, res, next) => {
  logRequestOnFinish(req, res);
  next();
};

/** Writes the request's one log line once its answer is sent. */
export function logRequestOnFinish(req: Request, res: Response): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info(
      {
        method: req.method,
        path: loggedPath(req),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      },
      'request',
    );
  });
}
