import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleView } from '../../common/api/article';
import type { Category } from '../../common/api/categories';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
const ids: Record<string, number> = {};

async function category(name: string): Promise<number> {
  return ((await (await admin.post('/api/admin/categories', { name })).json()) as Category).id;
}

async function instruction(
  title: string,
  fields: { categoryId?: number; isUniversal?: boolean; excludePatterns?: string[]; type?: string },
) {
  const response = await admin.post('/api/admin/instructions', {
    instruction: {
      title,
      type: fields.type ?? 'user_manual',
      isUniversal: false,
      excludePatterns: [],
      ...fields,
    },
    contents: { en: `Content of ${title}`, de: '   ' },
    titles: { nl: `${title} (nl)` },
  });
  expect(response.status).toBe(201);
  ids[title] = ((await response.json()) as AdminInstructionDetail).id;
}

async function link(number: string, categoryIds: number[]) {
  expect((await admin.post('/api/admin/article-numbers/bulk', { number, categoryIds })).status).toBe(201);
}

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  const audio = await category('Audio');
  const network = await category('Network');
  const garden = await category('Garden');
  await instruction('Soundbar manual', { categoryId: audio });
  await instruction('Network guide', { categoryId: network, type: 'technical_manual' });
  await instruction('Mower manual', { categoryId: garden });
  await instruction('Safety', { isUniversal: true, excludePatterns: ['refurb', '-X'] });
  await instruction('Audio universal', { isUniversal: true, categoryId: audio });
  await link('AVN-R110', [audio]);
  await link('AVN-S200', [audio, network]);
  await link('AVN-R110-REFURB', [audio]);
  await link('GRD-1-x', [garden]);
  for (let n = 0; n < 14; n += 1) await link(`AVN-Z${String(n).padStart(2, '0')}`, [garden]);
  await link('XX-AVN-1', [garden]);
});

afterAll(async () => {
  await server.dispose();
});

const titlesOf = (view: ArticleView) => view.instructions.map((entry) => entry.title).sort();

describe('GET /api/article/{n}', () => {
  it("answers the number's category instructions and the universal ones, each once", async () => {
    const view = await server.client().getJson<ArticleView>('/api/article/AVN-S200');
    expect(view.articleNumber).toBe('AVN-S200');
    expect(titlesOf(view)).toEqual(['Audio universal', 'Network guide', 'Safety', 'Soundbar manual']);
    expect(view.instructions.find((entry) => entry.title === 'Network guide')).toEqual({
      id: ids['Network guide'],
      title: 'Network guide',
      titles: [{ language: 'nl', title: 'Network guide (nl)' }],
      type: 'technical_manual',
      instructionNumber: expect.stringMatching(/^INS-/),
      contentLanguages: ['en'],
    });
  });

  it('matches after trimming and ignoring case', async () => {
    const view = await server
      .client()
      .getJson<ArticleView>(`/api/article/${encodeURIComponent('  avn-r110 ')}`);
    expect(view.articleNumber).toBe('AVN-R110');
    expect(titlesOf(view)).toEqual(['Audio universal', 'Safety', 'Soundbar manual']);
  });

  it('leaves out a universal instruction whose exclude pattern the number contains, in any case', async () => {
    expect(titlesOf(await server.client().getJson<ArticleView>('/api/article/AVN-R110-REFURB'))).toEqual([
      'Audio universal',
      'Soundbar manual',
    ]);
    expect(titlesOf(await server.client().getJson<ArticleView>('/api/article/grd-1-X'))).toEqual([
      'Audio universal',
      'Mower manual',
    ]);
  });

  it('answers 404 for a number with no records', async () => {
    const response = await server.client().get('/api/article/UNKNOWN-1');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Article number UNKNOWN-1 not found' });
  });
});

describe('GET /api/search/article-numbers', () => {
  const search = (q: string) =>
    server.client().getJson<string[]>(`/api/search/article-numbers?q=${encodeURIComponent(q)}`);

  it('answers an empty list for an empty or missing query', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await server.client().getJson<string[]>('/api/search/article-numbers')).toEqual([]);
  });

  it('finds numbers containing the query anywhere, ignoring case, prefix matches first', async () => {
    expect(await search('r110')).toEqual(['AVN-R110', 'AVN-R110-REFURB']);
    const avn = await search('Avn');
    expect(avn).toHaveLength(10);
    expect(avn.slice(0, 3)).toEqual(['AVN-R110', 'AVN-R110-REFURB', 'AVN-S200']);
    expect(avn.every((number) => number.toLowerCase().startsWith('avn'))).toBe(true);
    expect(await search('-avn-')).toEqual(['XX-AVN-1']);
  });

  it('answers at most 10 distinct numbers, a number linked twice appearing once', async () => {
    const results = await search('a');
    expect(results).toHaveLength(10);
    expect(new Set(results).size).toBe(10);
    expect(results.filter((number) => number === 'AVN-S200')).toHaveLength(1);
  });

  it('serves 1- and 2-character queries that match inside the number too', async () => {
    expect(await search('S2')).toEqual(['AVN-S200']);
    expect(await search('z1')).toEqual(['AVN-Z10', 'AVN-Z11', 'AVN-Z12', 'AVN-Z13']);
  });

  it('treats search syntax as plain text', async () => {
    expect(await search('"avn')).toEqual([]);
    expect(await search('avn OR grd')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('r1*')).toEqual([]);
  });

  it('follows changes: a deleted number is no longer suggested', async () => {
    const links = await admin.getJson<{ id: number; number: string }[]>('/api/admin/article-numbers');
    const record = links.find((entry) => entry.number === 'XX-AVN-1');
    expect((await admin.delete(`/api/admin/article-numbers/${record?.id}`)).status).toBe(200);
    expect(await search('-avn-')).toEqual([]);
    expect((await server.client().get('/api/article/XX-AVN-1')).status).toBe(404);
  });
});
