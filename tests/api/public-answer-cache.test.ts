import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleNumberJob } from '../../common/api/article-number-jobs';
import type { ArticleView } from '../../common/api/article';
import type { AdminInstructionDetail, InstructionDetail } from '../../common/api/instructions';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { exportBundle, importBundle, libraryStatus, publish } from './support/library-bundles';

/*
 * The public answers (article lookup, autocomplete, instruction page) are kept as bytes between
 * requests. Every test first asks twice, so the answer is served from the cache, then changes the
 * content through a door an admin uses, then asks again: the answer must be the new one.
 */

let server: TestServer;
let admin: ApiClient;
let audio: number;
let soundbar: number;

const visitor = () => server.client();

async function createInstruction(title: string, categoryId: number | null, isUniversal = false) {
  const response = await admin.post('/api/admin/instructions', {
    instruction: { title, type: 'user_manual', categoryId, isUniversal, excludePatterns: [] },
    contents: { en: `Content of ${title}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as AdminInstructionDetail).id;
}

/** Saves the soundbar manual, in its category, with this title and English content. */
async function editSoundbar(title: string, content: string) {
  const response = await admin.put(`/api/admin/instructions/${soundbar}`, {
    instruction: { title, type: 'user_manual', categoryId: audio, isUniversal: false, excludePatterns: [] },
    contents: { en: content },
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Asks twice and checks the second answer came from the cache; answers the parsed body. */
async function cached<T>(pathname: string, client: ApiClient = visitor()): Promise<T> {
  expect((await client.get(pathname)).status).toBe(200);
  const again = await client.get(pathname);
  expect(again.status).toBe(200);
  expect(again.headers.get('x-answer-cache')).toBe('hit');
  return (await again.json()) as T;
}

const titlesOf = (view: ArticleView) => view.instructions.map((entry) => entry.title);
const titles = async (number: string) =>
  titlesOf(await visitor().getJson<ArticleView>(`/api/article/${number}`));
const suggestions = (q: string) => visitor().getJson<string[]>(`/api/search/article-numbers?q=${q}`);

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  audio = await createCategory(admin, 'Audio');
  soundbar = await createInstruction('Soundbar manual', audio);
  for (const number of ['AVN-1', 'AVN-2']) {
    const response = await admin.post('/api/admin/article-numbers/bulk', { number, categoryIds: [audio] });
    expect(response.status).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

describe('cached public answers', () => {
  it('carry a strong ETag, and a repeat request naming it gets 304 without a body', async () => {
    for (const pathname of [
      '/api/article/AVN-1',
      '/api/search/article-numbers?q=avn',
      `/api/instruction/${soundbar}`,
    ]) {
      const first = await visitor().get(pathname);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, pathname).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const repeat = await visitor().get(pathname, { headers: { 'if-none-match': etag } });
      expect(repeat.status, pathname).toBe(304);
      expect(await repeat.text()).toBe('');
      const other = await visitor().get(pathname, { headers: { 'if-none-match': '"something-else"' } });
      expect(other.status).toBe(200);
      expect(other.headers.get('etag')).toBe(etag);
    }
  });

  it('give each article answer the ETag of its bytes: per number, new after an edit, back after a revert', async () => {
    const etagOf = async (number: string) =>
      (await visitor().get(`/api/article/${number}`)).headers.get('etag');
    const first = await etagOf('AVN-1');
    const sameInstructions = await etagOf('AVN-2');
    expect(sameInstructions).not.toBe(first);
    const save = (title: string) => editSoundbar(title, 'Content of Soundbar manual');
    await save('Soundbar handbook');
    const edited = await etagOf('AVN-1');
    expect(edited).not.toBe(first);
    const stale = await visitor().get('/api/article/AVN-1', { headers: { 'if-none-match': first ?? '' } });
    expect(stale.status).toBe(200);
    await save('Soundbar manual');
    expect(await etagOf('AVN-1')).toBe(first);
    expect(await etagOf('AVN-2')).toBe(sameInstructions);
  });

  it('set no session cookie and read none', async () => {
    const signedIn = admin;
    for (const pathname of [
      '/api/article/AVN-1',
      '/api/article/NOPE-1',
      '/api/search/article-numbers?q=avn',
      `/api/instruction/${soundbar}`,
    ]) {
      const anonymous = await visitor().get(pathname);
      expect(anonymous.headers.get('set-cookie'), pathname).toBeNull();
      const withSession = await signedIn.get(pathname);
      expect(withSession.headers.get('set-cookie'), pathname).toBeNull();
      expect(withSession.status).toBe(anonymous.status);
    }
  });

  it('show an edited instruction on the next request, in the article answer and on its page', async () => {
    expect(titlesOf(await cached<ArticleView>('/api/article/AVN-1'))).toEqual(['Soundbar manual']);
    expect((await cached<InstructionDetail>(`/api/instruction/${soundbar}`)).instruction.title).toBe(
      'Soundbar manual',
    );
    await editSoundbar('Soundbar guide', 'New content');
    expect(await titles('AVN-1')).toEqual(['Soundbar guide']);
    const page = await visitor().getJson<InstructionDetail>(`/api/instruction/${soundbar}`);
    expect(page.instruction.title).toBe('Soundbar guide');
  });

  it('show an article-number link change and an instruction moved to another category', async () => {
    const garden = await createCategory(admin, 'Garden');
    const mower = await createInstruction('Mower manual', garden);
    expect(titlesOf(await cached<ArticleView>('/api/article/AVN-2'))).toEqual(['Soundbar guide']);
    const linked = await admin.put('/api/admin/article-numbers/sku/AVN-2', { categoryIds: [audio, garden] });
    expect(linked.status).toBe(200);
    expect(await titles('AVN-2')).toEqual(['Mower manual', 'Soundbar guide']);

    expect(titlesOf(await cached<ArticleView>('/api/article/AVN-2'))).toEqual([
      'Mower manual',
      'Soundbar guide',
    ]);
    const tools = await createCategory(admin, 'Tools');
    const moved = await admin.put(`/api/admin/instructions/${mower}`, {
      instruction: {
        title: 'Mower manual',
        type: 'user_manual',
        categoryId: tools,
        isUniversal: false,
        excludePatterns: [],
      },
      contents: { en: 'Content of Mower manual' },
    });
    expect(moved.status, await moved.text()).toBe(200);
    expect(await titles('AVN-2')).toEqual(['Soundbar guide']);
  });

  it('show a new article number in the autocomplete after a number is added or removed', async () => {
    expect(await cached<string[]>('/api/search/article-numbers?q=kch')).toEqual([]);
    const added = await admin.post('/api/admin/article-numbers/bulk', {
      number: 'KCH-1',
      categoryIds: [audio],
    });
    expect(added.status).toBe(201);
    expect(await suggestions('kch')).toEqual(['KCH-1']);
    expect(await cached<string[]>('/api/search/article-numbers?q=kch')).toEqual(['KCH-1']);
    expect((await admin.delete('/api/admin/article-numbers/sku/KCH-1')).status).toBeLessThan(300);
    expect(await suggestions('kch')).toEqual([]);
  });

  it('show what an import job committed from its worker thread', async () => {
    expect(await cached<string[]>('/api/search/article-numbers?q=imp')).toEqual([]);
    expect(titlesOf(await cached<ArticleView>('/api/article/AVN-1'))).toEqual(['Soundbar guide']);
    const started = await admin.request('POST', '/api/admin/article-numbers/jobs/import', {
      body: fileForm('file', 'article_number,category\nIMP-1,Audio\n', 'catalogue.csv', 'text/csv'),
    });
    expect(started.status).toBe(202);
    await expect
      .poll(
        async () => (await admin.getJson<ArticleNumberJob>('/api/admin/article-numbers/jobs/import')).state,
        { timeout: 60_000 },
      )
      .toBe('succeeded');
    // Only public requests from here: the worker's commit alone must make the cache let go.
    expect(await suggestions('imp')).toEqual(['IMP-1']);
    expect(await titles('IMP-1')).toEqual(['Soundbar guide']);
  });
});

describe('a library update', () => {
  it('replaces every cached answer with the new library', async () => {
    const hub = await startApiServer();
    try {
      const hubAdmin = await hub.client().registerAdmin();
      const tools = await createCategory(hubAdmin, 'Tools');
      const response = await hubAdmin.post('/api/admin/instructions', {
        instruction: {
          title: 'Drill manual',
          type: 'user_manual',
          categoryId: tools,
          isUniversal: false,
          excludePatterns: [],
        },
        contents: { en: 'Drill' },
      });
      expect(response.status).toBe(201);
      expect(
        (await hubAdmin.post('/api/admin/article-numbers/bulk', { number: 'IMP-1', categoryIds: [tools] }))
          .status,
      ).toBe(201);
      expect(
        (await hubAdmin.post('/api/admin/article-numbers/bulk', { number: 'HUB-1', categoryIds: [tools] }))
          .status,
      ).toBe(201);
      await publish(hubAdmin);
      const bundle = await exportBundle(hubAdmin);
      const hubKey = (await libraryStatus(hubAdmin)).signingKey?.publicKey;

      expect(titlesOf(await cached<ArticleView>('/api/article/IMP-1'))).toEqual(['Soundbar guide']);
      expect(await cached<string[]>('/api/search/article-numbers?q=hub')).toEqual([]);
      expect((await admin.put('/api/admin/library/follow', { publicKey: hubKey })).status).toBe(200);
      const applied = await importBundle(admin, bundle);
      expect(applied.status, await applied.text()).toBe(200);

      expect(await titles('IMP-1')).toEqual(['Drill manual']);
      expect(await suggestions('hub')).toEqual(['HUB-1']);
    } finally {
      await hub.dispose();
    }
  }, 120_000);
});
