import express, { type RequestHandler } from 'express';
import {
  credentialsSchema,
  INVALID_CREDENTIALS_MESSAGE,
  type SessionUser,
  type SetupStatus,
  type User,
} from '../../common/api/auth';
import { LoginThrottle } from '../auth/login-throttle';
import { SESSION_COOKIE_NAME } from '../auth/session-middleware';
import { signIn, signOut } from '../auth/sign-in';
import type { AppContext } from '../context';
import { ACCOUNT_DISABLED_MESSAGE } from '../auth/require-admin';
import { countUsers, findUserById, stampSignIn } from '../db/users';
import { forbidden, tooManyRequests, unauthorized } from '../errors';
import { isLoopbackPeer } from '../security/loopback-peer';
import { authenticate, registerFirstAdmin } from '../services/accounts';
import { logActivity } from '../services/activity-log';
import { parseWith } from '../http/validation';

const FIRST_RUN_LOCAL_ONLY_MESSAGE =
  'The first admin can only be created on the computer that runs the library, or with "npm run admin -- create" there.';

export function authRouter({ db, config }: AppContext, sessions: RequestHandler): express.Router {
  const router = express.Router();
  const throttle = new LoginThrottle();

  router.post('/login', sessions, async (req, res) => {
    const { username, password, rememberMe } = parseWith(credentialsSchema, req.body);
    const address = req.socket.remoteAddress ?? '';
    const waitMs = throttle.remainingWait(username, address);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw tooManyRequests(
        `Too many wrong sign-in attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
        seconds,
        'SIGN_IN_THROTTLED',
      );
    }
    // Counted before the password is judged, so a burst of parallel guesses cannot all slip through.
    throttle.recordAttempt(username, address);
    const user = await authenticate(db, username, password, config.passwordCost);
    if (!user) {
      throttle.recordFailure(username, address);
      throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
    }
    throttle.recordSuccess(username, address);
    // Said only to whoever knows the password, so it tells a guesser nothing.
    if (user.disabled) throw forbidden(ACCOUNT_DISABLED_MESSAGE, 'ACCOUNT_DISABLED');
    await signIn(req, user.id, rememberMe);
    stampSignIn(db, user.id, new Date().toISOString());
    logActivity(db, {
      userId: user.id,
      action: 'login',
      entityType: 'user',
      entityId: user.id,
      detail: { kind: 'signedIn', values: { username: user.username } },
    });
    res.json({ id: user.id, username: user.username } satisfies User);
  });

  router.post('/register', sessions, async (req, res) => {
    if (!isLoopbackPeer(req)) throw forbidden(FIRST_RUN_LOCAL_ONLY_MESSAGE, 'FIRST_RUN_LOCAL_ONLY');
    const { username, password } = parseWith(credentialsSchema, req.body);
    const user = await registerFirstAdmin(db, username, password, config.passwordCost);
    await signIn(req, user.id);
    stampSignIn(db, user.id, new Date().toISOString());
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
        detail: { kind: 'signedOut', values: { username: user?.username ?? null } },
      });
      await signOut(req);
    }
    res.clearCookie(SESSION_COOKIE_NAME, { httpOnly: true, sameSite: 'lax' });
    res.json({ message: 'Signed out' });
  });

  router.get('/user', sessions, (req, res) => {
    const userId = req.session.userId;
    const user = userId === undefined ? undefined : findUserById(db, userId);
    if (!user || user.disabled) throw unauthorized();
    res.json({ id: user.id, username: user.username, role: user.role } satisfies SessionUser);
  });

  router.get('/setup', (req, res) => {
    res.json({
      needsSetup: countUsers(db) === 0,
      firstRunAllowedHere: isLoopbackPeer(req),
    } satisfies SetupStatus);
  });

  return router;
}
