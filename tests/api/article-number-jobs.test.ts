import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleNumberJob } from '../../common/api/article-number-jobs';
import type { ArticleNumberCounts, ImportResult } from '../../common/api/article-numbers';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { ApiClient, startApiServer, type TestServer } from './support/api-server';

/**
 * Big enough that an import is still running while the test looks at it: 150,000 rows answered 750
 * rounds of reads during the import on a busy machine, a fifth of them still leaves a wide margin.
 */
const ROWS = 30_000;
let server: TestServer;
let admin: ApiClient;

/** `rows` numbers; BASE-1 stays in every catalogue, so it is known before and after an import. */
const catalogue = (prefix: string, rows: number) => {
  const lines = ['article_number,category', 'BASE-1,Ovens'];
  for (let index = 1; index < rows; index += 1) lines.push(`${prefix}-${index},Cat ${index % 7}`);
  return `${lines.join('\n')}\n`;
};

const startImport = (text: string, client = admin) =>
  client.request('POST', '/api/admin/article-numbers/jobs/import', {
    body: fileForm('file', text, 'catalogue.csv', 'text/csv'),
  });

const importJob = async (client = admin) =>
  client.getJson<ArticleNumberJob>('/api/admin/article-numbers/jobs/import');

async function waitForEnd(client = admin): Promise<ArticleNumberJob> {
  for (;;) {
    const job = await importJob(client);
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const counts = () => admin.getJson<ArticleNumberCounts>('/api/admin/article-numbers/counts');

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  await createCategory(admin, 'Ovens');
  const base = await admin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm('file', 'article_number,category\nBASE-1,Ovens\nBASE-2,Ovens\n', 'base.csv', 'text/csv'),
  });
  expect(base.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server.dispose();
});

describe('article-number jobs', () => {
  it('runs an import in the background with progress, one at a time, while reads keep answering', async () => {
    const started = await startImport(catalogue('BIG', ROWS));
    expect(started.status).toBe(202);
    const job = (await started.json()) as ArticleNumberJob;
    expect(job).toMatchObject({ kind: 'import', state: 'running', fileName: 'catalogue.csv' });

    const second = await startImport(catalogue('OTHER', 10));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'JOB_RUNNING' });

    // Public reads and admin reads answer while the import runs.
    const visitor = server.client();
    let readsWhileRunning = 0;
    let sawProgress = false;
    for (let current = await importJob(); current.state === 'running'; current = await importJob()) {
      if (current.total > 0 && current.done > 0) sawProgress = true;
      const [article, suggestions] = await Promise.all([
        visitor.get('/api/article/BASE-1'),
        visitor.get('/api/search/article-numbers?q=bas'),
      ]);
      expect(article.status).toBe(200);
      expect(suggestions.status).toBe(200);
      if ((await importJob()).state === 'running') readsWhileRunning += 1;
    }
    console.log(`reads answered while the import ran: ${readsWhileRunning}`);
    expect(readsWhileRunning).toBeGreaterThan(0);
    expect(sawProgress).toBe(true);

    // Another browser (or the same page after navigating away) still finds the result.
    const later = admin.copyCookiesTo(new ApiClient(server.url));
    const ended = await importJob(later);
    expect(ended).toMatchObject({ state: 'succeeded', phase: 'finished', done: ROWS, total: ROWS });
    expect((ended.result as ImportResult).results).toMatchObject({ created: ROWS, categoriesCreated: 7 });
    expect(ended.elapsedMs).toBeGreaterThan(0);
    expect(await counts()).toMatchObject({ articleNumbers: ROWS, links: ROWS });
    expect(await visitor.getJson<string[]>(`/api/search/article-numbers?q=g-${ROWS - 1}`)).toEqual([
      `BIG-${ROWS - 1}`,
    ]);
  }, 300_000);

  it('cancels an import, leaving every article number as it was', async () => {
    const before = await counts();
    expect((await startImport(catalogue('CANCEL', ROWS))).status).toBe(202);
    const cancel = await admin.delete('/api/admin/article-numbers/jobs/import');
    expect(cancel.status).toBe(202);
    const ended = await waitForEnd();
    expect(ended.state).toBe('cancelled');
    expect(await counts()).toEqual(before);
    expect(await server.client().getJson<string[]>('/api/search/article-numbers?q=cancel')).toEqual([]);

    const nothingToCancel = await admin.delete('/api/admin/article-numbers/jobs/import');
    expect(nothingToCancel.status).toBe(409);
    expect(await nothingToCancel.json()).toMatchObject({ code: 'NO_JOB_RUNNING' });
  }, 300_000);

  it('keeps a failed import readable with its reason', async () => {
    expect((await startImport('sku,category\nX,Y\n')).status).toBe(202);
    const ended = await waitForEnd();
    expect(ended).toMatchObject({
      state: 'failed',
      error: {
        status: 400,
        code: 'IMPORT_WRONG_HEADER',
        message: 'The first line must be the header "article_number,category"',
      },
    });
  }, 120_000);

  it('streams the export as a job and answers 404 for an unknown kind, 401 without a session', async () => {
    const response = await admin.get('/api/admin/article-numbers/export');
    expect(response.status).toBe(200);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength((await counts()).links + 1);
    expect((await admin.getJson<ArticleNumberJob>('/api/admin/article-numbers/jobs/export')).state).toBe(
      'succeeded',
    );
    expect((await admin.get('/api/admin/article-numbers/jobs/backup')).status).toBe(404);
    expect((await server.client().get('/api/admin/article-numbers/jobs')).status).toBe(401);
  }, 120_000);
});
