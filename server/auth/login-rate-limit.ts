import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { errorBody } from '../../common/api/errors';

export const LOGIN_ATTEMPTS_PER_WINDOW = 10;
const WINDOW_MS = 15 * 60 * 1000;

/** Per address: a burst of failed sign-ins gets 429; successful ones are not counted. */
export function loginRateLimit(): RequestHandler {
  const body = errorBody(429, 'Too many sign-in attempts. Please wait a few minutes and try again.');
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: LOGIN_ATTEMPTS_PER_WINDOW,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: body,
  });
}
