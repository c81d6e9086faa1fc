import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevisionListItem } from '../../common/api/instruction-revisions';
import { startApiServer, type TestServer } from './support/api-server';
import { createLibraryBefore } from './support/library-before';

describe('a library whose restores were noted as "#<revision>"', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'library-revision-origins-'));
    createLibraryBefore(dataDir, '0022_revision_origins', (sqlite) => {
      sqlite
        .prepare(
          `INSERT INTO instructions (id, instruction_number, title, type, is_universal, exclude_patterns, revision)
           VALUES (1, 'INS-000001', 'Pump', 'user_manual', 1, '[]', 3)`,
        )
        .run();
      const revision = sqlite.prepare(
        `INSERT INTO instruction_revisions (instruction_id, revision, status, note, instruction_number, title,
           type, is_universal, exclude_patterns, source_language, titles, contents, documents)
         VALUES (1, ?, 'published', ?, 'INS-000001', 'Pump', 'user_manual', 1, '[]', 'en', '[]', '[]', '[]')`,
      );
      revision.run(1, null);
      revision.run(2, '#1');
      revision.run(3, '#1 and the typo fixed');
    });
    server = await startApiServer({ dataDir });
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
  });

  it('names the revision a restore brought back on upgrade, and keeps notes people typed', async () => {
    const admin = await server.client().registerAdmin();
    const list = await admin.getJson<RevisionListItem[]>('/api/admin/instructions/1/revisions');
    expect(list.map(({ revision, note, restoredFrom }) => ({ revision, note, restoredFrom }))).toEqual([
      { revision: 3, note: '#1 and the typo fixed', restoredFrom: null },
      { revision: 2, note: null, restoredFrom: 1 },
      { revision: 1, note: null, restoredFrom: null },
    ]);
  });
});
