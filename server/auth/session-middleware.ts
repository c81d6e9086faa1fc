import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Db } from '../db/client';
import { SqliteSessionStore } from '../db/session-store';
import './session-data';

export const SESSION_COOKIE_NAME = 'library.sid';
const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Reads a database row per request, so it is mounted only on the auth and admin routes, never on
 * the public read routes. `secure` stays off: kiosks and LAN browsers reach the server over http.
 */
export function createSessionMiddleware(db: Db, secret: string): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret,
    store: new SqliteSessionStore(db),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: false, maxAge: SESSION_LIFETIME_MS },
  });
}
