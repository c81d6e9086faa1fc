import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LABELS, type ArticleLabels } from '../../common/api/labels';
import { fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;

const labels = (query: string) => admin.getJson<ArticleLabels>(`/api/admin/labels?${query}`);

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  const lines = [
    'article_number,category',
    'avn-r110,apples',
    'AVN-R110,Ovens',
    'AVN-R120,Ovens',
    'XB-7,Pumps',
  ];
  for (let index = 0; index <= MAX_LABELS; index += 1)
    lines.push(`ZZ-${String(index).padStart(3, '0')},Ovens`);
  const response = await admin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm('file', lines.join('\n'), 'numbers.csv', 'text/csv'),
  });
  expect(response.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server.dispose();
});

describe('GET /api/admin/labels (shelf labels)', () => {
  it('answers the numbers asked for in the order asked, with their categories alphabetically', async () => {
    expect(await labels('number=xb-7&number=NOPE-1&number=avn-r110')).toEqual({
      labels: [
        { number: 'XB-7', categories: ['Pumps'] },
        { number: 'AVN-R110', categories: ['apples', 'Ovens'] },
      ],
      truncated: false,
    });
  });

  it('finds the numbers containing a search in number order, and says when the sheet is cut', async () => {
    expect(await labels('q=r1')).toEqual({
      labels: [
        { number: 'AVN-R110', categories: ['apples', 'Ovens'] },
        { number: 'AVN-R120', categories: ['Ovens'] },
      ],
      truncated: false,
    });
    const many = await labels('q=zz-');
    expect(many.truncated).toBe(true);
    expect(many.labels).toHaveLength(MAX_LABELS);
    expect(many.labels[0]).toEqual({ number: 'ZZ-000', categories: ['Ovens'] });
    expect((await labels('q=qqq')).labels).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await server.client().request('GET', '/api/admin/labels?q=avn')).status).toBe(401);
  });
});
