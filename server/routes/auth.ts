import express, { type RequestHandler } from 'express';
import { credentialsSchema, type SetupStatus, type User } from '../../common/api/auth';
import { loginRateLimit } from '../auth/login-rate-limit';
import { SESSION_COOKIE_NAME } from '../auth/session-middleware';
import { signIn, signOut } from '../auth/sign-in';
import type { AppContext } from '../context';
import { countUsers, findUserById } from '../db/users';
import { unauthorized } from '../http-errors';
import { authenticate, registerFirstAdmin } from '../services/accounts';
import { logActivity } from '../services/activity-log';
import { parseWith } from '../validation';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

export function authRouter({ db }: AppContext, sessions: RequestHandler): express.Router {
  const router = express.Router();
  const limiter = loginRateLimit();

  router.post('/login', limiter, sessions, async (req, res) => {
    const { username, password, rememberMe } = parseWith(credentialsSchema, req.body);
    const user = await authenticate(db, username, password);
    if (!user) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    await signIn(req, user.id, rememberMe);
    logActivity(db, {
      userId: user.id,
      action: 'login',
      entityType: 'user',
      entityId: user.id,
      details: `${user.username} signed in`,
    });
    res.json(user satisfies User);
  });

  router.post('/register', limiter, sessions, async (req, res) => {
    const { username, password } = parseWith(credentialsSchema, req.body);
    const user = await registerFirstAdmin(db, username, password);
    await signIn(req, user.id);
    res.status(201).json(user satisfies User);
  });

  router.post('/logout', sessions, async (req, res) => {
    const userId = req.session.userId;
    if (userId !== undefined) {
      const user = findUserById(db, userId);
      logActivity(db, {
        userId: user ? userId : null,
        action: 'logout',
        entityType: 'user',
        entityId: userId,
        details: `${user?.username ?? 'A user'} signed out`,
      });
      await signOut(req);
    }
    res.clearCookie(SESSION_COOKIE_NAME, { httpOnly: true, sameSite: 'lax' });
    res.json({ message: 'Signed out' });
  });

  router.get('/user', sessions, (req, res) => {
    const userId = req.session.userId;
    const user = userId === undefined ? undefined : findUserById(db, userId);
    if (!user) throw unauthorized();
    res.json(user satisfies User);
  });

  router.get('/setup', (_req, res) => {
    res.json({ needsSetup: countUsers(db) === 0 } satisfies SetupStatus);
  });

  return router;
}
