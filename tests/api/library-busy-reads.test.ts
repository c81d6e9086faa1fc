import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleNumberJob } from '../../common/api/article-number-jobs';
import type { MissedLookupList } from '../../common/api/missed-lookups';
import { fileForm } from '../fixtures/upload-forms';
import { startApiServer, TEST_ADMIN, type ApiClient, type TestServer } from './support/api-server';

/** Fails a request that waited for the busy timeout (5 s) instead of answering at once. */
const soon = () => ({ signal: AbortSignal.timeout(4_000) });

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
      expect((await admin.get('/api/admin/categories', soon())).status).toBe(200);
      expect((await admin.get('/api/user', soon())).status).toBe(200);
      expect((await server.client().get('/api/article/NOPE-4', soon())).status).toBe(404);
    } finally {
      update.exec('COMMIT');
      update.close();
    }
  });
});

describe('admin edits while a job holds the write lock', () => {
  it('refuses an edit at once as busy, and takes it once the job has ended', async () => {
    // Stands for the import's own long write transaction, so the test decides when it ends.
    const lock = new Database(path.join(server.dataDir, 'library.db'));
    lock.exec('BEGIN IMMEDIATE');
    try {
      const started = await admin.request('POST', '/api/admin/article-numbers/jobs/import', {
        body: fileForm('file', 'article_number,category\nOVN-1,Ovens\n', 'numbers.csv', 'text/csv'),
      });
      expect(started.status).toBe(202);
      // A new category is a transaction that reads first; signing in writes a session at once.
      const refused = [
        await admin.post('/api/admin/categories', { name: 'Wall brackets' }, soon()),
        await server.client().post('/api/login', TEST_ADMIN, soon()),
      ];
      for (const answer of refused) {
        expect(answer.status).toBe(503);
        expect(await answer.json()).toMatchObject({
          code: 'LIBRARY_BUSY',
          message: expect.stringContaining('Try again when it has ended'),
        });
      }
    } finally {
      lock.exec('COMMIT');
      lock.close();
    }
    // The job's worker thread may still be starting (from source when the build is stale).
    await expect
      .poll(
        async () => (await admin.getJson<ArticleNumberJob>('/api/admin/article-numbers/jobs/import')).state,
        { timeout: 30_000 },
      )
      .not.toBe('running');
    expect((await admin.post('/api/admin/categories', { name: 'Wall brackets' }, soon())).status).toBe(201);
    expect((await server.client().post('/api/login', TEST_ADMIN, soon())).status).toBe(200);
  });
});
