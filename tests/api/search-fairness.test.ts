import Database from 'better-sqlite3';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../common/api/categories';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import type { SearchAnswer } from '../../common/api/search';
import { DEFAULT_SEARCH_CONFIG } from '../../server/config/config-defaults';
import { registerSqlFunctions } from '../../server/db/sql-functions';
import { largeContent } from '../fixtures/large-instructions';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { rawRequest } from './support/raw-http';

const searchPath = (q: string, lang = 'en') => `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`;

async function createInstruction(admin: ApiClient, title: string, contents: Record<string, string>) {
  const response = await admin.post('/api/admin/instructions', {
    instruction: { title, type: 'user_manual', isUniversal: true, excludePatterns: [], categoryId: null },
    contents,
    titles: {},
  });
  if (response.status !== 201)
    throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as AdminInstructionDetail;
}

describe('a public word search does bounded work whatever the query', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startApiServer({ demo: true });
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
  });

  it('leaves single letters out and says so, and answers a query of single letters as no search', async () => {
    const vowels = await server.client().getJson<SearchAnswer>(searchPath('a e i o u y s t n r'));
    expect(vowels).toMatchObject({ results: [], notice: 'tooShort' });

    const mixed = await server.client().getJson<SearchAnswer>(searchPath('a descale e'));
    expect(mixed.notice).toBe('wordsIgnored');
  });

  it('searches at most ten words of a long query and says the rest were left out', async () => {
    const words = Array.from({ length: 40 }, (_, n) => `w${String(n).padStart(2, '0')}`).join(' ');
    const answer = await server.client().getJson<SearchAnswer>(searchPath(words));
    expect(answer.notice).toBe('wordsIgnored');
    expect(answer.results.length).toBeLessThanOrEqual(50);
  });
});

describe('a search whose time budget is spent before it starts', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    // No budget at all: what a worker's first search on a loaded machine sees once it opened the library.
    server = await startApiServer({ config: { search: { ...DEFAULT_SEARCH_CONFIG, budgetMs: 0 } } });
    admin = await server.client().registerAdmin();
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
  });

  it('still finds the whole words in titles and texts of the visitor’s language, and says the rest was left out', async () => {
    await createInstruction(admin, 'Wall bracket', { en: 'Fix the soundbar to the wall.' });
    await createInstruction(admin, 'Soundbar', { en: 'Pair the remote.' });
    await createInstruction(admin, 'Halterung', { de: 'Die Soundbar an der Wand befestigen.' });

    const answer = await server.client().getJson<SearchAnswer>(searchPath('soundbar'));
    expect(answer.results.map((hit) => hit.title)).toEqual(['Soundbar', 'Wall bracket']);
    expect(answer.notice).toBe('incomplete');
  });
});

describe('search answers are kept until the content changes', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startApiServer();
    admin = await server.client().registerAdmin();
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
  });

  async function search(q: string) {
    const response = await server.client().get(searchPath(q));
    const answer = (await response.json()) as SearchAnswer;
    return { cache: response.headers.get('x-search-cache'), titles: answer.results.map((hit) => hit.title) };
  }

  it('answers a repeated search from the cache, and never a stale answer after any write', async () => {
    const created = await createInstruction(admin, 'Kettle', { en: 'Descale the kettle monthly.' });
    expect(await search('descale')).toEqual({ cache: 'miss', titles: ['Kettle'] });
    expect(await search('descale')).toEqual({ cache: 'hit', titles: ['Kettle'] });
    expect((await search('  DESCALE ')).cache).toBe('hit');

    const edited = await admin.put(`/api/admin/instructions/${created.id}`, {
      instruction: {
        title: 'Water kettle',
        type: 'user_manual',
        isUniversal: true,
        excludePatterns: [],
        categoryId: null,
      },
      contents: { en: 'Descale the kettle monthly.' },
      titles: {},
    });
    expect(edited.status, await edited.text()).toBe(200);
    expect(await search('descale')).toEqual({ cache: 'miss', titles: ['Water kettle'] });

    // Another connection (a job worker, a library update, the command line) writes the library.
    const other = new Database(path.join(server.dataDir, 'library.db'));
    try {
      registerSqlFunctions(other);
      other.prepare("UPDATE instructions SET title = 'Travel kettle' WHERE id = ?").run(created.id);
    } finally {
      other.close();
    }
    expect(await search('descale')).toEqual({ cache: 'miss', titles: ['Travel kettle'] });

    expect((await admin.post('/api/admin/categories', { name: 'Kitchen' })).status).toBe(201);
    expect((await search('descale')).cache).toBe('miss');
  });
});

describe('public search is limited per client', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startApiServer({
      demo: true,
      config: { search: { ...DEFAULT_SEARCH_CONFIG, rateLimit: { limit: 3, windowMs: 60_000 } } },
    });
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
  });

  it('answers 429 with Retry-After and a code past the limit, to that client only', async () => {
    for (const q of ['coffee', 'drill', 'filter']) {
      expect((await rawRequest(server.url, { path: searchPath(q) })).status).toBe(200);
    }
    const refused = await rawRequest(server.url, { path: searchPath('vacuum') });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'SEARCH_RATE_LIMITED' });
    expect(Number(refused.json().retryAfterSeconds)).toBeGreaterThan(0);

    // Forwarded headers name no other client; another address is another visitor.
    const forwarded = await rawRequest(server.url, {
      path: searchPath('vacuum'),
      headers: { 'X-Forwarded-For': '192.0.2.7' },
    });
    expect(forwarded.status).toBe(429);
    const otherVisitor = await rawRequest(server.url, {
      path: searchPath('vacuum'),
      localAddress: '127.0.0.2',
    });
    expect(otherVisitor.status).toBe(200);
    expect((await rawRequest(server.url, { path: '/api/article/AVN-R110' })).status).toBe(200);
  });
});

describe('a heavy search never holds other visitors', () => {
  const HEAVY = [
    'ka lo mi ne ru sa ti vo be da',
    'sa ti vo be da ka lo mi ne',
    'ti vo be da ka lo mi ne ru',
    'vo be da ka lo mi ne ru sa',
  ];
  let server: TestServer;

  beforeAll(async () => {
    server = await startApiServer();
    const admin = await server.client().registerAdmin();
    for (let n = 1; n <= 10; n += 1)
      await createInstruction(admin, `Manual ${n}`, { en: largeContent(n, 1_000_000) });
    const category = (await (
      await admin.post('/api/admin/categories', { name: 'Audio' })
    ).json()) as Category;
    await admin.post('/api/admin/article-numbers/bulk', { number: 'AVN-R110', categoryIds: [category.id] });
  }, 180_000);

  afterAll(async () => {
    await server.dispose();
  });

  it('answers an article lookup while heavy searches are still running', async () => {
    let searchesLeft = HEAVY.length;
    const searches = HEAVY.map(async (q) => {
      const response = await fetch(`${server.url}${searchPath(q)}`);
      await response.arrayBuffer();
      searchesLeft -= 1;
    });
    // The searches reach the server first.
    await delay(100);
    const lookup = await fetch(`${server.url}/api/article/AVN-R110`);
    expect(lookup.status).toBe(200);
    const leftWhenAnswered = searchesLeft;
    await Promise.all(searches);
    expect(leftWhenAnswered).toBeGreaterThan(0);
  });

  it('answers 503 with a code when a search overruns its time, and searches again afterwards', async () => {
    const strict = await startApiServer({
      dataDir: server.dataDir,
      config: { search: { ...DEFAULT_SEARCH_CONFIG, timeoutMs: 1 } },
    });
    try {
      const response = await strict.client().get(searchPath('ka lo mi ne ru sa ti vo'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toMatchObject({ code: 'SEARCH_BUSY' });
    } finally {
      await strict.stop();
    }
    expect((await server.client().get(searchPath('ka lo mi ne ru sa ti vo'))).status).toBe(200);
  });
});
