import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../errors';
import './session-data';

/** Guards every /api/admin route; runs after the session middleware. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.session?.userId === undefined) {
    next(unauthorized());
    return;
  }
  next();
};

/** The signed-in user's id; only valid behind requireAdmin. */
export function currentUserId(req: Request): number {
  const userId = req.session?.userId;
  if (userId === undefined) throw unauthorized();
  return userId;
}
