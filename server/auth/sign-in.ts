import type { Request } from 'express';
import './session-data';

export const REMEMBER_ME_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Issues a fresh session id for the user (no fixation), saved before the answer goes out. */
export function signIn(req: Request, userId: number, rememberMe = false): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError: unknown) => {
      if (regenerateError) {
        reject(regenerateError);
        return;
      }
      req.session.userId = userId;
      if (rememberMe) req.session.cookie.maxAge = REMEMBER_ME_LIFETIME_MS;
      req.session.save((saveError: unknown) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function signOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.destroy((error: unknown) => (error ? reject(error) : resolve()));
  });
}
