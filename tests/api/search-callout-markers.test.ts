import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../common/api/search';
import { plainTextOf } from '../../server/domain/plain-text';
import { startApiServer, type TestServer } from './support/api-server';
import { createLibraryBefore } from './support/library-before';

const DRILL_EN = '> warning: Unplug the drill before changing the bit.\n\nCharge the battery fully.';
const DRILL_DE =
  '<blockquote><p>Note: Den Akku vor dem ersten Einsatz laden.</p></blockquote><p>Bohrer wechseln.</p>';
// Only a quote's first words can be its marker: the reader sees the later `note:` and `warning:`.
const GRINDER_EN = '> note: Wear goggles.\n> note: it runs on.\n\n> Close the guard.\n> warning: sparks.';

async function snippets(server: TestServer, q: string, lang: string): Promise<string[]> {
  const answer = await server
    .client()
    .getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`);
  return answer.results.map((hit) => hit.snippet);
}

describe('a search snippet shows a callout as the reader sees it, without its warning:/note: marker', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startApiServer();
    const admin = await server.client().registerAdmin();
    const category = (await (await admin.post('/api/admin/categories', { name: 'Drills' })).json()) as {
      id: number;
    };
    const created = await admin.post('/api/admin/instructions', {
      instruction: { title: 'Cordless drill', categoryId: category.id },
      contents: { en: DRILL_EN, de: DRILL_DE },
    });
    expect(created.status).toBe(201);
    const grinder = await admin.post('/api/admin/instructions', {
      instruction: { title: 'Bench grinder', categoryId: category.id },
      contents: { en: GRINDER_EN },
    });
    expect(grinder.status).toBe(201);
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('in Markdown content', async () => {
    expect(await snippets(server, 'unplug', 'en')).toEqual([
      'Unplug the drill before changing the bit. Charge the battery fully.',
    ]);
  });

  it('only where it opens the quote', async () => {
    expect(await snippets(server, 'goggles', 'en')).toEqual([
      'Wear goggles. note: it runs on. Close the guard. warning: sparks.',
    ]);
  });

  it('in HTML content', async () => {
    expect(await snippets(server, 'akku', 'de')).toEqual([
      'Den Akku vor dem ersten Einsatz laden. Bohrer wechseln.',
    ]);
  });
});

const UPGRADES = [
  {
    what: 'kept every marker',
    migration: '0019_search_text_without_callout_markers',
    // The text the index held then: the markers kept as if they were the reader's words.
    indexedThen: (content: string) => plainTextOf(content.replace(/^> /gm, '')),
    content: DRILL_EN,
    query: 'unplug',
    snippet: 'Unplug the drill before changing the bit. Charge the battery fully.',
  },
  {
    what: "left out a quote's later markers too",
    migration: '0020_search_text_later_callout_markers',
    indexedThen: (content: string) =>
      plainTextOf(content.replace(/^(\s{0,3}(?:>\s?)+)\s*(?:warning|note)\s*:/gim, '$1')),
    content: GRINDER_EN,
    query: 'goggles',
    snippet: 'Wear goggles. note: it runs on. Close the guard. warning: sparks.',
  },
];

for (const upgrade of UPGRADES) {
  describe(`a library indexed when the search text ${upgrade.what}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'library-callout-markers-'));
      createLibraryBefore(dataDir, upgrade.migration, (sqlite) => {
        sqlite.function('plain_text', { deterministic: true }, (content: unknown) =>
          typeof content === 'string' ? upgrade.indexedThen(content) : '',
        );
        sqlite
          .prepare(
            `INSERT INTO instructions (id, instruction_number, title, type, is_universal, exclude_patterns)
             VALUES (1, 'INS-000001', 'Tool', 'user_manual', 1, '[]')`,
          )
          .run();
        sqlite
          .prepare("INSERT INTO instruction_contents (instruction_id, language, content) VALUES (1, 'en', ?)")
          .run(upgrade.content);
        const body = sqlite.prepare('SELECT body FROM instruction_search_docs').pluck().get();
        expect(body).not.toBe(upgrade.snippet);
      });
      server = await startApiServer({ dataDir });
    }, 60_000);

    afterAll(async () => {
      await server.dispose();
    });

    it('is indexed again on upgrade, so its snippet shows what the reader sees', async () => {
      expect(await snippets(server, upgrade.query, 'en')).toEqual([upgrade.snippet]);
    });
  });
}
