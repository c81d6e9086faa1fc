import type { Request, RequestHandler } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { RequestAllowance } from '../config/server-config';
import { refuseQuietly } from '../http/error-handler';
import { tooManyRequests } from '../errors';

const INSTALL_KEY = 'install';

function limiter({ limit, windowMs }: RequestAllowance, perInstall: boolean): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Per client address by default (the connection's own: forwarded headers are not trusted).
    ...(perInstall && { keyGenerator: () => INSTALL_KEY }),
    // Refused without a log line each: a script repeating answers would otherwise fill the log.
    handler: (req: Request & { rateLimit?: RateLimitInfo }, res) => {
      const resetAt = req.rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs;
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      refuseQuietly(
        res,
        tooManyRequests(
          `Too many answers were sent ${perInstall ? 'to this library' : 'from this device'}. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
          seconds,
          'FEEDBACK_RATE_LIMITED',
        ),
      );
    },
  });
}

/** Visitor answers: one client address's allowance first, then the whole install's. */
export function feedbackRateLimit(perClient: RequestAllowance, perInstall: RequestAllowance): RequestHandler {
  const client = limiter(perClient, false);
  const install = limiter(perInstall, true);
  return (req, res, next) => {
    void client(req, res, (error?: unknown) => {
      if (error === undefined) void install(req, res, next);
      else next(error);
    });
  };
}

/** Instruction views: per client address only; each view is one counter in memory. */
export function viewRateLimit(perClient: RequestAllowance): RequestHandler {
  return limiter(perClient, false);
}
