import type { RequestHandler } from 'express';
import { forbidden } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether an Origin header names this server, judged against the Host the request was sent to. */
export function isSameOrigin(origin: string, host: string | undefined, protocol: string): boolean {
  if (!host) return false;
  let parsed: URL;
  let own: URL;
  try {
    parsed = new URL(origin);
    own = new URL(`${protocol}://${host}`);
  } catch {
    return false;
  }
  return parsed.protocol === own.protocol && parsed.host === own.host;
}

/**
 * Refuses state-changing requests sent by another site's page. Requests without an Origin header
 * (command-line clients, same-origin GETs) pass: browsers always send it on cross-site writes.
 */
export const rejectForeignOrigin: RequestHandler = (req, _res, next) => {
  const origin = req.headers.origin;
  if (
    origin !== undefined &&
    STATE_CHANGING.has(req.method) &&
    !isSameOrigin(origin, req.headers.host, req.protocol)
  ) {
    next(forbidden('Requests from another origin are not allowed'));
    return;
  }
  next();
};
