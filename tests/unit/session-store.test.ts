import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SessionData } from 'express-session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../server/db/client';
import { sessions } from '../../server/db/schema';
import { SqliteSessionStore } from '../../server/db/session-store';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'library-sessions-'));
  db = openDatabase(path.join(dir, 'library.db'));
});

afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

const session = (expires: Date, userId = 7): SessionData => ({
  // eslint-disable-next-line @typescript-eslint/no-deprecated, @typescript-eslint/no-unsafe-class-instance-assignment -- session data as a store reads it back from JSON: a plain cookie, its end in `expires`.
  cookie: { originalMaxAge: null, expires, httpOnly: true, path: '/' },
  userId,
});

const read = (store: SqliteSessionStore, sid: string): Promise<SessionData | null | undefined> =>
  promisify(store.get.bind(store))(sid);

describe('SqliteSessionStore', () => {
  it('keeps a session until it is destroyed', async () => {
    const store = new SqliteSessionStore(db);
    store.set('alive', session(new Date(Date.now() + 60_000)));
    expect((await read(store, 'alive'))?.userId).toBe(7);
    store.destroy('alive');
    expect(await read(store, 'alive')).toBeNull();
  });

  it('does not hand out an expired session and prunes expired rows when it starts', async () => {
    const store = new SqliteSessionStore(db);
    store.set('expired', session(new Date(Date.now() - 1_000)));
    store.set('alive', session(new Date(Date.now() + 60_000)));
    expect(await read(store, 'expired')).toBeNull();

    new SqliteSessionStore(db);
    expect(db.select({ sid: sessions.sid }).from(sessions).all()).toEqual([{ sid: 'alive' }]);
  });

  it('moves the expiry forward on touch', () => {
    const store = new SqliteSessionStore(db);
    store.set('sid', session(new Date(Date.now() + 1_000)));
    const later = new Date(Date.now() + 3_600_000);
    store.touch('sid', session(later));
    expect(db.select({ expiresAt: sessions.expiresAt }).from(sessions).get()?.expiresAt).toBe(
      later.getTime(),
    );
  });
});
