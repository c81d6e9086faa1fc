import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissedLookupList } from '../../common/api/missed-lookups';
import type { SearchAnswer } from '../../common/api/search';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { createLibraryBefore } from './support/library-before';

const searchPath = (q: string, lang = 'en') => `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`;

describe('word search as a new visitor types it (issue 24 B13)', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startApiServer({ demo: true });
    admin = await server.client().registerAdmin();
    const router = await admin.post('/api/admin/instructions', {
      instruction: {
        title: 'Router set-up',
        type: 'user_manual',
        isUniversal: true,
        excludePatterns: [],
        categoryId: null,
      },
      contents: { en: 'Connect the router to your Wi-Fi network, then check your e-mail.' },
      titles: {},
    });
    expect(router.status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
  });

  const search = (q: string) => server.client().getJson<SearchAnswer>(searchPath(q));
  const missedWords = async () =>
    (await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?kind=words')).entries.map(
      (entry) => entry.text,
    );

  it.each(['wifi', 'WiFi', 'wi-fi', 'email'])('finds words written with a hyphen: %s', async (q) => {
    const answer = await search(q);
    expect(answer.results.map((hit) => hit.title)).toContain('Router set-up');
  });

  it('marks the hyphenated word a joined search found', async () => {
    const [hit] = (await search('wifi')).results.filter((entry) => entry.title === 'Router set-up');
    expect(hit?.snippetRanges.map(([from, to]) => hit.snippet.slice(from, to))).toEqual(['Wi-Fi']);
  });

  it('answers a typed article number with the product to open, and records no missed search', async () => {
    for (const q of ['AVN-R110', ' avn-r110 ']) {
      expect(await search(q)).toMatchObject({ article: 'AVN-R110', results: [] });
    }
    expect(await missedWords()).toEqual([]);
  });

  it('takes a single letter for no search: nothing found, a notice, and no missed search', async () => {
    for (const q of ['a', 'é', ' x ']) {
      expect(await search(q)).toEqual({ query: q, language: 'en', results: [], notice: 'tooShort' });
    }
    expect(await missedWords()).toEqual([]);
  });
});

describe('a library from before joined words were indexed', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'library-joined-upgrade-'));
    createLibraryBefore(dataDir, '0012_joined_words_and_short_prefixes', (sqlite) =>
      sqlite.exec(`
      INSERT INTO instructions (id, instruction_number, title, type, is_universal, exclude_patterns) VALUES
        (1, 'INS-000001', 'Wi-Fi speaker', 'user_manual', 1, '[]'),
        (2, 'INS-000002', 'Coffee machine', 'user_manual', 1, '[]');
      INSERT INTO instruction_contents (instruction_id, language, content) VALUES
        (1, 'en', 'Pair the speaker over **Wi-Fi**.'),
        (1, 'nl', 'Koppel de luidspreker via wifi.'),
        (2, 'en', 'Descale the e-mail machine.');`),
    );
    server = await startApiServer({ dataDir });
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
  });

  it('finds hyphenated words joined after the upgrade, in every language, and still finds the rest', async () => {
    const wifi = await server.client().getJson<SearchAnswer>(searchPath('wifi'));
    expect(wifi.results.map((hit) => [hit.instructionId, hit.language])).toEqual([[1, 'en']]);
    const email = await server.client().getJson<SearchAnswer>(searchPath('email'));
    expect(email.results.map((hit) => hit.instructionId)).toEqual([2]);
    const descale = await server.client().getJson<SearchAnswer>(searchPath('descale'));
    expect(descale.results.map((hit) => hit.instructionId)).toEqual([2]);
  });
});
