import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * What another program (the sqlite3 shell, a second server) finds: SQLite grants it an exclusive
 * lock only when nobody else has the library open, and a program that thinks itself alone deletes
 * the WAL when it closes, under the running server.
 */
function anotherProgramHasTheLibraryAlone(dataDir: string): boolean {
  const script = `
    const Database = require(${JSON.stringify(path.join(repoRoot, 'node_modules/better-sqlite3'))});
    const db = new Database(process.argv[1], { fileMustExist: true });
    db.pragma('busy_timeout = 0');
    try {
      db.pragma('locking_mode = EXCLUSIVE');
      db.exec('BEGIN EXCLUSIVE');
      db.exec('ROLLBACK');
      process.stdout.write('alone');
    } catch (error) {
      process.stdout.write(error.code);
    }
  `;
  const answer = execFileSync(process.execPath, ['-e', script, path.join(dataDir, 'library.db')]).toString();
  expect(['alone', 'SQLITE_BUSY']).toContain(answer);
  return answer === 'alone';
}

describe('the running server keeps its hold on library.db', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startApiServer();
    admin = await server.client().registerAdmin();
    await createCategory(admin, 'Ovens');
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('while idle', () => {
    expect(anotherProgramHasTheLibraryAlone(server.dataDir)).toBe(false);
  });

  it('after a CSV import has run in its worker thread', async () => {
    const imported = await admin.request('POST', '/api/admin/article-numbers/import', {
      body: fileForm('file', 'article_number,category\nLOCK-1,Ovens\n', 'numbers.csv', 'text/csv'),
    });
    expect(imported.status).toBe(200);
    expect(anotherProgramHasTheLibraryAlone(server.dataDir)).toBe(false);
  });

  it('after a library publish has run in its worker thread', async () => {
    expect((await admin.post('/api/admin/library/publish', { note: '' })).status).toBe(201);
    expect(anotherProgramHasTheLibraryAlone(server.dataDir)).toBe(false);
  });
});
