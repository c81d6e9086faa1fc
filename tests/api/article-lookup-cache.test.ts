import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleNumberJob } from '../../common/api/article-number-jobs';
import type { ArticleView } from '../../common/api/article';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

/*
 * The article lookup keeps the candidate instructions of a category set between requests; every
 * test first asks (so the answer is cached), then changes something, then asks again.
 */

let server: TestServer;
let admin: ApiClient;
let audio: number;
let garden: number;

const lookup = (number: string) => server.client().getJson<ArticleView>(`/api/article/${number}`);
const titles = async (number: string) => (await lookup(number)).instructions.map((entry) => entry.title);

async function createInstruction(title: string, categoryId: number | null, isUniversal = false) {
  const response = await admin.post('/api/admin/instructions', {
    instruction: { title, type: 'user_manual', categoryId, isUniversal, excludePatterns: [] },
    contents: { en: `Content of ${title}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as AdminInstructionDetail).id;
}

const startImport = async (csv: string) => {
  const started = await admin.request('POST', '/api/admin/article-numbers/jobs/import', {
    body: fileForm('file', csv, 'catalogue.csv', 'text/csv'),
  });
  expect(started.status).toBe(202);
};

/**
 * Asks only the public lookup (no admin request, whose session write would change the server's own
 * connection) until it shows `expected`: the worker's commit alone must make the cache let go.
 */
async function titlesOnceChanged(number: string, expected: string[]): Promise<string[]> {
  const until = Date.now() + 60_000;
  let seen = await titles(number);
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await titles(number);
  }
  return seen;
}

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  audio = await createCategory(admin, 'Audio');
  garden = await createCategory(admin, 'Garden');
  await createInstruction('Soundbar manual', audio);
  await createInstruction('Mower manual', garden);
  for (const [number, categoryIds] of [
    ['AVN-1', [audio]],
    ['AVN-2', [audio]],
    ['GRD-1', [garden]],
  ] as const) {
    const response = await admin.post('/api/admin/article-numbers/bulk', { number, categoryIds });
    expect(response.status).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

describe('the article lookup never answers from stale content', () => {
  it('shows a changed title, translation and content languages on the next lookup', async () => {
    const id = await createInstruction('Amplifier manual', audio);
    expect(await titles('AVN-1')).toEqual(['Amplifier manual', 'Soundbar manual']);

    const changed = await admin.put(`/api/admin/instructions/${id}`, {
      instruction: {
        title: 'Zone amplifier manual',
        type: 'user_manual',
        categoryId: audio,
        isUniversal: false,
        excludePatterns: [],
      },
      contents: { en: 'Content', fr: 'Contenu' },
      titles: { fr: 'Manuel de l’amplificateur' },
    });
    expect(changed.status, await changed.text()).toBe(200);

    const view = await lookup('AVN-2');
    expect(view.instructions.map((entry) => entry.title)).toEqual([
      'Soundbar manual',
      'Zone amplifier manual',
    ]);
    expect(view.instructions[1]).toMatchObject({
      contentLanguages: ['en', 'fr'],
      titles: expect.arrayContaining([{ language: 'fr', title: 'Manuel de l’amplificateur' }]) as unknown,
    });

    expect((await admin.delete(`/api/admin/instructions/${id}`)).status).toBe(200);
    expect(await titles('AVN-1')).toEqual(['Soundbar manual']);
  });

  it('shows a newly linked or unlinked category on the next lookup', async () => {
    expect(await titles('AVN-1')).toEqual(['Soundbar manual']);
    const linked = await admin.put('/api/admin/article-numbers/sku/AVN-1', { categoryIds: [audio, garden] });
    expect(linked.status).toBe(200);
    expect(await titles('AVN-1')).toEqual(['Mower manual', 'Soundbar manual']);

    const unlinked = await admin.put('/api/admin/article-numbers/sku/AVN-1', { categoryIds: [audio] });
    expect(unlinked.status).toBe(200);
    expect(await titles('AVN-1')).toEqual(['Soundbar manual']);
  });

  it('shows a new universal instruction for every category set already asked for', async () => {
    expect(await titles('GRD-1')).toEqual(['Mower manual']);
    expect(await titles('AVN-2')).toEqual(['Soundbar manual']);
    await createInstruction('Safety', null, true);
    expect(await titles('GRD-1')).toEqual(['Mower manual', 'Safety']);
    expect(await titles('AVN-2')).toEqual(['Safety', 'Soundbar manual']);
  });

  it('shows what an import in the worker thread committed on the next lookup', async () => {
    expect(await titles('AVN-2')).toEqual(['Safety', 'Soundbar manual']);
    await startImport('article_number,category\nAVN-2,Garden\nNEW-9,Audio\nNEW-9,Garden\n');
    expect(await titlesOnceChanged('AVN-2', ['Mower manual', 'Safety'])).toEqual(['Mower manual', 'Safety']);
    // The worker commits first and reports after: the job's end may reach the page a moment later.
    await expect
      .poll(
        async () => (await admin.getJson<ArticleNumberJob>('/api/admin/article-numbers/jobs/import')).state,
      )
      .toBe('succeeded');
    expect(await titles('NEW-9')).toEqual(['Mower manual', 'Safety', 'Soundbar manual']);
    expect((await server.client().get('/api/article/AVN-1')).status).toBe(404);
  });

  it('no longer offers the instructions removed from a category', async () => {
    const spare = await createCategory(admin, 'Spare parts');
    await createInstruction('Spare parts list', spare);
    expect(
      (await admin.post('/api/admin/article-numbers/bulk', { number: 'SP-1', categoryIds: [spare] })).status,
    ).toBe(201);
    expect(await titles('SP-1')).toEqual(['Safety', 'Spare parts list']);
    const instructions =
      await admin.getJson<{ id: number; categoryId: number | null }[]>('/api/admin/instructions');
    for (const instruction of instructions.filter((entry) => entry.categoryId === spare)) {
      expect((await admin.delete(`/api/admin/instructions/${instruction.id}`)).status).toBe(200);
    }
    expect(await titles('SP-1')).toEqual(['Safety']);
  });
});
