import type { Request, RequestHandler } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { SearchConfig } from '../config/server-config';
import { refuseQuietly } from '../http/error-handler';
import { tooManyRequests } from '../errors';

/**
 * Public word search per client address (the connection's own: the app does not trust forwarded
 * headers, so `req.ip` is the peer): a visitor typing never meets it, a script repeating searches
 * waits for the window to end. Each LAN browser has its own allowance.
 */
export function searchRateLimit({ rateLimit: { limit, windowMs } }: SearchConfig): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Refused without a log line each: a script repeating searches would otherwise fill the log.
    handler: (req: Request & { rateLimit?: RateLimitInfo }, res) => {
      const resetAt = req.rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs;
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      refuseQuietly(
        res,
        tooManyRequests(
          `Too many searches from this device. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and search again.`,
          seconds,
          'SEARCH_RATE_LIMITED',
        ),
      );
    },
  });
}
