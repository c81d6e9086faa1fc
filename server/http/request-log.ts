import type { RequestHandler } from 'express';
import { log } from '../logs/log';

/**
 * One line per request once it is answered: method, path, status and duration. The query string
 * is left out (it carries what visitors typed), and so are headers (cookies).
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info(
      {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      },
      'request',
    );
  });
  next();
};
