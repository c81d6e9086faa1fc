import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/client';
import { findUserById, type SignedInUser } from '../db/users';
import { forbidden, HttpError, unauthorized } from '../errors';
import { mayUse } from './permissions';
import './session-data';

export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Ask an admin of the library to enable it.';

const ROLE_FORBIDDEN_MESSAGE =
  'Your role (editor) does not allow this. Ask an admin of the library to do it, or to give you the admin role.';

/** The user behind each admin request, read once by requireSignedInUser. */
const signedInUsers = new WeakMap<Request, SignedInUser>();

/**
 * Guards every /api/admin route; runs after the session middleware. The user is read afresh on
 * every request, so a disabled user's sessions end at their next request and a new role counts at
 * once, without waiting for a session to expire.
 */
export function requireSignedInUser(db: Db): RequestHandler {
  return (req, _res, next) => {
    const userId = req.session?.userId;
    const user = userId === undefined ? undefined : findUserById(db, userId);
    if (!user) {
      next(unauthorized());
      return;
    }
    if (user.disabled) {
      req.session.destroy(() => next(new HttpError(401, ACCOUNT_DISABLED_MESSAGE, 'ACCOUNT_DISABLED')));
      return;
    }
    signedInUsers.set(req, user);
    next();
  };
}

/**
 * The one role check of the admin API, before any route runs: an editor gets 403 for every route
 * permissions.ts does not list, whether that route exists or not.
 */
export const enforceRole: RequestHandler = (req, _res, next) => {
  const user = signedInUsers.get(req);
  if (user && !mayUse(user.role, req.method, req.path)) {
    next(forbidden(ROLE_FORBIDDEN_MESSAGE, 'ROLE_FORBIDDEN'));
    return;
  }
  next();
};

/**
 * Who is signed in, with their role as read for this request; only valid behind
 * requireSignedInUser. A save decides draft or published with `canPublish(currentUser(req).role)`.
 */
export function currentUser(req: Request): SignedInUser {
  const user = signedInUsers.get(req);
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user's id; only valid behind requireSignedInUser. */
export function currentUserId(req: Request): number {
  return currentUser(req).id;
}
