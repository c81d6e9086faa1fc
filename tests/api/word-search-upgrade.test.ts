import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../common/api/search';
import { startApiServer, type TestServer } from './support/api-server';
import { createLibraryBefore } from './support/library-before';

let dir: string;
let server: TestServer;

/** A library.db as the release before the faster index left it, with instructions in three languages. */
function libraryBeforeFasterIndex(dataDir: string): void {
  createLibraryBefore(dataDir, '0010_instruction_search_ranges', (sqlite) =>
    sqlite.exec(`
    INSERT INTO instructions (id, instruction_number, title, type, is_universal, exclude_patterns) VALUES
      (1, 'INS-000001', 'Cordless drill', 'technical_manual', 1, '[]'),
      (2, 'INS-000002', 'Coffee machine', 'user_manual', 1, '[]');
    INSERT INTO instruction_titles (instruction_id, language, title) VALUES
      (1, 'de', 'Akkuschrauber'), (2, 'de', 'Kaffeemaschine');
    INSERT INTO instruction_contents (instruction_id, language, content) VALUES
      (1, 'en', 'Charge the **battery** of the cordless screwdriver.'),
      (1, 'de', 'Laden Sie den Akku des Akkuschraubers.'),
      (2, 'en', '# Descaling\n\nDescale the machine every month.'),
      (2, 'fr', '<p>Détartrez la machine à café chaque mois.</p>');`),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'library-search-upgrade-'));
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  libraryBeforeFasterIndex(dataDir);
  server = await startApiServer({ dataDir });
}, 60_000);

afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function search(q: string, lang: string) {
  const answer = await server
    .client()
    .getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`);
  return answer.results.map((hit) => ({ id: hit.instructionId, language: hit.language, title: hit.title }));
}

describe('a library from before the faster search index', () => {
  it('is searchable after the upgrade: words, accents, parts of words and numbers', async () => {
    expect(await search('battery', 'en')).toEqual([{ id: 1, language: 'en', title: 'Cordless drill' }]);
    expect(await search('cafe', 'fr')).toEqual([{ id: 2, language: 'fr', title: 'Coffee machine' }]);
    expect(await search('schrauber', 'de')).toEqual([{ id: 1, language: 'de', title: 'Akkuschrauber' }]);
    expect(await search('000002', 'de')).toEqual([{ id: 2, language: 'en', title: 'Kaffeemaschine' }]);
  });

  it("lists the visitor's language first, then the others", async () => {
    expect(await search('machine', 'fr')).toEqual([{ id: 2, language: 'fr', title: 'Coffee machine' }]);
    expect(await search('akku', 'en')).toEqual([{ id: 1, language: 'de', title: 'Cordless drill' }]);
  });

  it('follows the changes made after the upgrade', async () => {
    const admin = await server.client().registerAdmin();
    const response = await admin.put('/api/admin/instructions/1', {
      instruction: {
        title: 'Cordless drill',
        type: 'technical_manual',
        isUniversal: true,
        excludePatterns: [],
      },
      contents: { en: 'Charge the lithium pack first.' },
      titles: {},
    });
    expect(response.status).toBe(200);
    expect(await search('battery', 'en')).toEqual([]);
    expect(await search('lithium', 'en')).toEqual([{ id: 1, language: 'en', title: 'Cordless drill' }]);
    expect(await search('schrauber', 'de')).toEqual([]);
  });
});
