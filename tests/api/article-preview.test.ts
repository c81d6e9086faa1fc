import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleView } from '../../common/api/article';
import type { Category } from '../../common/api/categories';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let category: Category;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  category = (await (await admin.post('/api/admin/categories', { name: 'Valves' })).json()) as Category;
  const linked = await admin.post('/api/admin/article-numbers/bulk', {
    number: 'VA-200',
    categoryIds: [category.id],
  });
  expect(linked.status).toBe(201);
});

afterAll(async () => {
  await server.dispose();
});

async function instruction(title: string, extra: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/instructions', {
    instruction: { title, categoryId: category.id },
    contents: { en: `# ${title}` },
    ...extra,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AdminInstructionDetail;
}

const titlesOf = (view: ArticleView) => view.instructions.map((entry) => entry.title);

describe('kiosk preview of an article number', () => {
  it('answers the public article with every waiting draft in place, the public answer unchanged', async () => {
    const live = await instruction('Valve seal');
    const drafted = await instruction('Valve body');
    const redraft = await admin.put(`/api/admin/instructions/${drafted.id}`, {
      instruction: { title: 'Valve body (new)', categoryId: category.id },
      contents: { en: '# Valve body (new)', de: '# Ventilkörper' },
      status: 'draft',
    });
    expect(redraft.status).toBe(200);
    const neverPublished = await instruction('Valve draft only', { status: 'draft' });

    const visitor = server.client();
    const publicBefore = await visitor.getJson<ArticleView>('/api/article/VA-200');
    expect(titlesOf(publicBefore)).toEqual(['Valve body', 'Valve seal']);

    const response = await admin.get('/api/admin/preview/article/va-200?lang=de');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const preview = (await response.json()) as ArticleView;
    expect(preview.articleNumber).toBe('VA-200');
    expect(titlesOf(preview)).toEqual(['Valve body (new)', 'Valve draft only', 'Valve seal']);
    expect(preview.totalInstructions).toBe(3);
    expect(preview.instructions.find((entry) => entry.id === drafted.id)?.contentLanguages).toEqual([
      'en',
      'de',
    ]);
    expect(preview.instructions.map((entry) => entry.id)).toContain(neverPublished.id);
    expect(preview.instructions.map((entry) => entry.id)).toContain(live.id);

    // The preview left the public answer (and its cache) alone.
    expect(await visitor.getJson<ArticleView>('/api/article/VA-200')).toEqual(publicBefore);
  });

  it('leaves out a draft that moves an instruction away, and answers 404 for an unknown number', async () => {
    const moving = await instruction('Valve leaving');
    const other = (await (await admin.post('/api/admin/categories', { name: 'Hoses' })).json()) as Category;
    const away = await admin.put(`/api/admin/instructions/${moving.id}`, {
      instruction: { title: 'Valve leaving', categoryId: other.id },
      contents: { en: '# Valve leaving' },
      status: 'draft',
    });
    expect(away.status).toBe(200);
    const preview = await admin.getJson<ArticleView>('/api/admin/preview/article/VA-200');
    expect(preview.instructions.map((entry) => entry.id)).not.toContain(moving.id);
    const publicView = await server.client().getJson<ArticleView>('/api/article/VA-200');
    expect(publicView.instructions.map((entry) => entry.id)).toContain(moving.id);
    expect((await admin.get('/api/admin/preview/article/NO-SUCH-1')).status).toBe(404);
  });

  it('is never answered without a session, and an editor may open it', async () => {
    const visitor = await server.client().get('/api/admin/preview/article/VA-200');
    expect(visitor.status).toBe(401);
    const credentials = { username: 'writer', password: 'writer-password' };
    expect((await admin.post('/api/admin/users', { ...credentials, role: 'editor' })).status).toBe(201);
    const editor = await server.client().login(credentials);
    const answer = await editor.get('/api/admin/preview/article/VA-200');
    expect(answer.status).toBe(200);
    expect(titlesOf((await answer.json()) as ArticleView)).toContain('Valve draft only');
  });
});
