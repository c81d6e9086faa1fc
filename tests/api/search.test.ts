import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer, SearchHit } from '../../common/api/search';
import { createSearchLibrary, type SearchLibraryKey } from '../fixtures/search-library';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let library: Awaited<ReturnType<typeof createSearchLibrary>>;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  library = await createSearchLibrary(admin);
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

async function search(q: string, lang = 'en'): Promise<SearchHit[]> {
  const answer = await server
    .client()
    .getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`);
  expect(answer.language).toBe(lang);
  return answer.results;
}

const idOf = (key: SearchLibraryKey) => library[key].id;
const found = (hits: SearchHit[]) => hits.map((hit) => hit.instructionId);
const marked = (hit: SearchHit | undefined, ranges: 'snippet' | 'title') =>
  hit
    ? (ranges === 'snippet' ? hit.snippetRanges : hit.titleRanges).map(([a, b]) =>
        (ranges === 'snippet' ? hit.snippet : hit.title).slice(a, b),
      )
    : [];

describe('GET /api/search finds', () => {
  it.each([
    ['entkalken', 'de', 'Entkalken'],
    ['DESCALE', 'en', 'descale'],
    ['Afkalk', 'da', 'Afkalk'],
  ])('words in any case: %s (%s)', async (q, lang, shown) => {
    const [hit] = await search(q, lang);
    expect(hit?.instructionId).toBe(idOf('coffee'));
    expect(hit?.language).toBe(lang);
    expect(hit?.otherLanguage).toBe(false);
    expect(marked(hit, 'snippet')).toContain(shown);
  });

  it.each([
    ['cafe', 'fr', 'café'],
    ['detartrer', 'fr', 'détartrer'],
    ['zitronensaure', 'de', 'Zitronensäure'],
    ['BATERIA', 'es', 'batería'],
  ])('words without their accents: %s (%s)', async (q, lang, shown) => {
    const hits = await search(q, lang);
    expect(hits[0]?.language).toBe(lang);
    expect(
      [...marked(hits[0], 'snippet'), ...marked(hits[0], 'title')].map((t) => t.toLowerCase()),
    ).toContain(shown.toLowerCase());
  });

  it.each([
    ['schrauber', 'de', 'drill', 'Akkuschrauber'],
    ['boormachine', 'nl', 'drill', 'Accuboormachine'],
    ['driver', 'en', 'drill', 'driver'],
    ['zuiger', 'nl', 'vacuum', 'zuiger'],
    ['maskine', 'da', 'coffee', 'maskine'],
  ])('parts of compound words: %s (%s)', async (q, lang, key, title) => {
    const hits = await search(q, lang);
    expect(found(hits)).toEqual([idOf(key as SearchLibraryKey)]);
    expect(hits[0]?.language).toBe(lang);
    if (lang !== 'en') expect(hits[0]?.title).toContain(title);
  });

  it('several words only where all of them occur, title matches first', async () => {
    expect(found(await search('filter dust'))).toEqual([idOf('vacuum')]);
    expect(await search('filter battery')).toEqual([]);
    expect(found(await search('reinig filter', 'nl'))).toEqual([idOf('vacuum')]);
    expect(found(await search('Maschine Monat', 'de'))).toEqual([idOf('coffee')]);
    // "machine" is in the coffee machine's title and only in the drill's Dutch compound title.
    const hits = await search('machine');
    expect(hits[0]?.instructionId).toBe(idOf('coffee'));
  });

  it('the start of a word, and not every instruction for the letters all numbers start with', async () => {
    expect(found(await search('descal'))).toEqual([idOf('coffee')]);
    expect(found(await search('akkuschr', 'de'))).toEqual([idOf('drill')]);
    expect(await search('ins')).toEqual([]);
  });

  it('instruction numbers, whole or in part', async () => {
    const number = library.vacuum.instructionNumber;
    for (const q of [number, number.toLowerCase(), number.slice(-6)]) {
      const hits = await search(q, 'it');
      expect(hits[0]?.instructionId).toBe(idOf('vacuum'));
      expect(hits[0]?.instructionNumber).toBe(number);
    }
  });

  it('a number together with words: the numbered instructions holding the words', async () => {
    const digits = library.vacuum.instructionNumber.slice(-6);
    expect(found(await search(`${digits} filter`))).toEqual([idOf('vacuum')]);
    expect(found(await search(`filter ${digits}`, 'nl'))).toEqual([idOf('vacuum')]);
    expect(await search(`${digits} battery`)).toEqual([]);
  });
});

describe('GET /api/search answers', () => {
  it("the visitor's language first, then other languages marked, with the title in the visitor's language", async () => {
    const hits = await search('filter', 'nl');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      instructionId: idOf('vacuum'),
      title: 'Stofzuiger storingen',
      type: 'troubleshooting',
      language: 'nl',
      otherLanguage: false,
    });
    const other = await search('Zitronensäure', 'es');
    expect(other[0]).toMatchObject({ instructionId: idOf('coffee'), language: 'de', otherLanguage: true });
    // No Spanish title: the base title (the spec's fallback).
    expect(other[0]?.title).toBe('Coffee machine');
  });

  it('no markup as searchable text: link targets, tags and attributes are not found', async () => {
    expect(await search('shop.example')).toEqual([]);
    expect(await search('strong', 'fr')).toEqual([]);
    expect(await search('onload', 'de')).toEqual([]);
    expect(await search('script')).toEqual([]);
    const [hit] = await search('descale');
    expect(hit?.snippet).not.toMatch(/[#*[\]()]/);
    expect(hit?.snippet).toContain('our shop');
  });

  it('snippets as plain text: markup is gone, escaped text stays text', async () => {
    const [hit] = await search('payload');
    expect(hit?.instructionId).toBe(idOf('hostile'));
    expect(hit?.snippet).toContain('<img src=x onerror="window.__pwned=4">');
    expect(hit?.snippet).not.toContain('<script');
    expect(hit?.title).toBe('Hostile <img src=x onerror=alert(13)>');
  });

  it('nothing for empty text and a 400 for a language we do not ship', async () => {
    expect(await search('   ')).toEqual([]);
    const response = await server.client().get('/api/search?q=filter&lang=xx');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('lang'),
      issues: [{ path: ['lang'] }],
    });
  });
});

describe('the index follows every change', () => {
  it('an edited content, title and a deleted instruction', async () => {
    const response = await admin.post('/api/admin/instructions', {
      instruction: { title: 'Kettle', type: 'user_manual', isUniversal: true, excludePatterns: [] },
      contents: { en: 'Boil water. Wobblefrobnicate the lid.' },
      titles: {},
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(found(await search('wobblefrob'))).toEqual([id]);

    const put = await admin.put(`/api/admin/instructions/${id}`, {
      instruction: { title: 'Tea kettle', type: 'user_manual', isUniversal: true, excludePatterns: [] },
      contents: { en: 'Boil water. Open the zanzibarlid carefully.' },
      titles: { en: 'Electric kettle' },
    });
    expect(put.status).toBe(200);
    expect(await search('wobblefrob')).toEqual([]);
    expect(found(await search('zanzibarlid'))).toEqual([id]);
    expect((await search('electric kettle'))[0]?.title).toBe('Electric kettle');

    expect((await admin.delete(`/api/admin/instructions/${id}`)).status).toBeLessThan(300);
    expect(await search('zanzibarlid')).toEqual([]);
  });
});
