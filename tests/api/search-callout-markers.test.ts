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
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('in Markdown content', async () => {
    expect(await snippets(server, 'unplug', 'en')).toEqual([
      'Unplug the drill before changing the bit. Charge the battery fully.',
    ]);
  });

  it('in HTML content', async () => {
    expect(await snippets(server, 'akku', 'de')).toEqual([
      'Den Akku vor dem ersten Einsatz laden. Bohrer wechseln.',
    ]);
  });
});

describe('a library indexed before the markers were left out', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'library-callout-markers-'));
    createLibraryBefore(dataDir, '0019_search_text_without_callout_markers', (sqlite) => {
      // The text the index held then: the marker kept as if it were the reader's words.
      sqlite.function('plain_text', { deterministic: true }, (content: unknown) =>
        typeof content === 'string' ? plainTextOf(content.replace(/^> /gm, '')) : '',
      );
      sqlite.exec(`
        INSERT INTO instructions (id, instruction_number, title, type, is_universal, exclude_patterns) VALUES
          (1, 'INS-000001', 'Cordless drill', 'user_manual', 1, '[]');
        INSERT INTO instruction_contents (instruction_id, language, content) VALUES
          (1, 'en', '${DRILL_EN}');`);
      const body = sqlite.prepare('SELECT body FROM instruction_search_docs').pluck().get();
      expect(body).toContain('warning:');
    });
    server = await startApiServer({ dataDir });
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
  });

  it('is indexed again on upgrade, so its snippet loses the marker', async () => {
    expect(await snippets(server, 'unplug', 'en')).toEqual([
      'Unplug the drill before changing the bit. Charge the battery fully.',
    ]);
  });
});
