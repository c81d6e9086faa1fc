import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

describe('a restore in a library saved before its history was kept (the demo catalogue)', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    const seeded = await startApiServer({ demo: true });
    await seeded.stop();
    // As a field edit after the texts leaves it: the row's stamp later than its texts'.
    const sqlite = new Database(path.join(seeded.dataDir, 'library.db'));
    sqlite.exec(
      "UPDATE instructions SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', updated_at, '+1 second')",
    );
    sqlite.close();
    server = await startApiServer({ dataDir: seeded.dataDir });
    admin = await server.client().registerAdmin();
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('counts the translations current again once the source text they were made from is back', async () => {
    const before = await admin.getJson<AdminInstructionDetail>('/api/admin/instructions/1');
    const upToDate = Object.entries(before.translations)
      .filter(([, cell]) => cell.state === 'up_to_date')
      .map(([language]) => language);
    expect(upToDate.length).toBeGreaterThan(1);
    const edited = await admin.put('/api/admin/instructions/1', {
      instruction: {
        title: before.title,
        type: before.type,
        categoryId: before.categoryId,
        isUniversal: before.isUniversal,
        excludePatterns: before.excludePatterns,
      },
      contents: Object.fromEntries(
        before.contents.map(({ language, content }) => [
          language,
          language === before.sourceLanguage ? `${content}\n\nOne more step.` : content,
        ]),
      ),
      titles: Object.fromEntries(before.titles.map(({ language, title }) => [language, title])),
      baseRevision: before.revision,
    });
    expect(edited.status).toBe(200);

    const restored = await admin.post(`/api/admin/instructions/1/revisions/${before.revision}/restore`);
    expect(restored.status).toBe(200);
    const after = (await restored.json()) as AdminInstructionDetail;
    const states = Object.fromEntries(
      upToDate.map((language) => [language, after.translations[language as 'en'].state]),
    );
    expect(states).toEqual(Object.fromEntries(upToDate.map((language) => [language, 'up_to_date'])));
  });
});
