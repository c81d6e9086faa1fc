import { promisify } from 'node:util';
import type { Request } from 'express';
import './session-data';

const REMEMBER_ME_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Issues a fresh session id for the user (no fixation), saved before the answer goes out. */
export async function signIn(req: Request, userId: number, rememberMe = false): Promise<void> {
  await promisify(req.session.regenerate.bind(req.session))();
  // regenerate replaced req.session: the new one gets the user and is saved.
  req.session.userId = userId;
  if (rememberMe) req.session.cookie.maxAge = REMEMBER_ME_LIFETIME_MS;
  try {
    await promisify(req.session.save.bind(req.session))();
  } catch (error) {
    // Not saved (a full disk): express-session would try again as the answer ends, fail after the
    // error answer went out and cut the connection. Without a session it leaves the answer alone.
    (req as { session?: unknown }).session = undefined;
    throw error;
  }
}

export async function signOut(req: Request): Promise<void> {
  await promisify(req.session.destroy.bind(req.session))();
}
