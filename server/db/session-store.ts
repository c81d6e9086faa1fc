import { eq, gt, lte, and } from 'drizzle-orm';
import session, { type SessionData } from 'express-session';
import type { Db } from './client';
import { sessions } from './schema';
import { writeWithoutWaiting } from './raw/without-waiting';
import { errorText, log } from '../logs/log';

const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

type Callback = (err?: unknown) => void;

function expiryOf(data: SessionData): number {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated as an option to set; a store reads it as the cookie's end.
  const expires = data.cookie?.expires;
  return expires ? new Date(expires).getTime() : Date.now() + DEFAULT_LIFETIME_MS;
}

/**
 * express-session's store on the `sessions` table, so a restart signs nobody out. Expired rows are
 * pruned at start and then at most once an hour while sessions are being written, so no timer has
 * to be stopped at shutdown.
 */
export class SqliteSessionStore extends session.Store {
  private lastPrune = 0;

  constructor(private readonly db: Db) {
    super();
    this.prune();
  }

  private prune(): void {
    this.lastPrune = Date.now();
    this.db.delete(sessions).where(lte(sessions.expiresAt, this.lastPrune)).run();
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    try {
      const row = this.db
        .select({ data: sessions.data })
        .from(sessions)
        .where(and(eq(sessions.sid, sid), gt(sessions.expiresAt, Date.now())))
        .get();
      callback(null, row ? (JSON.parse(row.data) as SessionData) : null);
    } catch (error) {
      callback(error);
    }
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    try {
      if (Date.now() - this.lastPrune > PRUNE_INTERVAL_MS) this.prune();
      const row = { sid, data: JSON.stringify(data), expiresAt: expiryOf(data) };
      this.db
        .insert(sessions)
        .values(row)
        .onConflictDoUpdate({ target: sessions.sid, set: { data: row.data, expiresAt: row.expiresAt } })
        .run();
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  override destroy(sid: string, callback?: Callback): void {
    try {
      this.db.delete(sessions).where(eq(sessions.sid, sid)).run();
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  /**
   * Runs while express-session finishes the response, where a throw would leave the answer
   * unfinished for ever. Failing to extend the expiry (busy with an import, full disk, read-only
   * file) costs only that: the session still ends on its old date, and the answer goes out.
   */
  override touch(sid: string, data: SessionData, callback?: () => void): void {
    try {
      writeWithoutWaiting(this.db, () => {
        this.db
          .update(sessions)
          .set({ expiresAt: expiryOf(data) })
          .where(eq(sessions.sid, sid))
          .run();
      });
    } catch (error) {
      log.warn(`Session expiry not extended: ${errorText(error)}`);
    }
    callback?.();
  }
}
