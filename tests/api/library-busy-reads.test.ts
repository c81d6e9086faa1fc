import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissedLookupList } from '../../common/api/missed-lookups';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

describe('public reads while a library update holds the write lock', () => {
  it('answers an unknown article number at once and counts the miss once the lock is gone', async () => {
    // Applying a library update is one long write transaction on another connection, like this one.
    const update = new Database(path.join(server.dataDir, 'library.db'));
    update.exec('BEGIN IMMEDIATE');
    try {
      const visitor = server.client();
      for (const number of ['NOPE-1', 'NOPE-2']) {
        expect((await visitor.get(`/api/article/${number}`)).status).toBe(404);
      }
    } finally {
      update.exec('COMMIT');
      update.close();
    }
    expect((await server.client().get('/api/article/NOPE-3')).status).toBe(404);
    const missed = await admin.getJson<MissedLookupList>('/api/admin/missed-lookups');
    expect(missed.entries.map((entry) => entry.text).sort()).toEqual(['NOPE-1', 'NOPE-2', 'NOPE-3']);
  });

  it('serves a signed-in admin and the kiosk without waiting for the lock', async () => {
    const update = new Database(path.join(server.dataDir, 'library.db'));
    update.exec('BEGIN IMMEDIATE');
    try {
      // Each admin request extends its session. Waiting for the lock to do that would hold the whole
      // server for the busy timeout (5 s); the signal fails the request well before.
      const soon = () => ({ signal: AbortSignal.timeout(4_000) });
      expect((await admin.get('/api/admin/categories', soon())).status).toBe(200);
      expect((await admin.get('/api/user', soon())).status).toBe(200);
      expect((await server.client().get('/api/article/NOPE-4', soon())).status).toBe(404);
    } finally {
      update.exec('COMMIT');
      update.close();
    }
  });
});
