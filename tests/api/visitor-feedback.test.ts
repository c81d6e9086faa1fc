import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyReport } from '../../common/api/feedback';
import type { Category } from '../../common/api/categories';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { rawPostJson } from './support/raw-http';

let server: TestServer;
let admin: ApiClient;
let kettle: number;
let draft: number;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

async function createInstruction(title: string, categoryId: number, publish: boolean): Promise<number> {
  const response = await admin.post('/api/admin/instructions', {
    instruction: {
      title,
      type: 'user_manual',
      isUniversal: false,
      excludePatterns: [],
      categoryId,
    },
    contents: { en: `How to use the ${title}` },
    titles: {},
    ...(publish ? {} : { status: 'draft' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as AdminInstructionDetail).id;
}

beforeAll(async () => {
  server = await startApiServer({
    config: {
      feedback: {
        perClient: { limit: 12, windowMs: 60_000 },
        perInstall: { limit: 18, windowMs: 60_000 },
        viewsPerClient: { limit: 1_000, windowMs: 60_000 },
      },
    },
  });
  admin = await server.client().registerAdmin();
  const category = (await (
    await admin.post('/api/admin/categories', { name: 'Kitchen' })
  ).json()) as Category;
  await admin.post('/api/admin/article-numbers/bulk', { number: 'KT-100', categoryIds: [category.id] });
  kettle = await createInstruction('Kettle', category.id, true);
  draft = await createInstruction('Toaster', category.id, false);
});

afterAll(async () => {
  await server.dispose();
});

const visitor = () => server.client();
const report = () => admin.getJson<DailyReport>('/api/admin/feedback/daily');

describe('visitor feedback', () => {
  it('takes a helpful vote and a problem report and keeps them as daily counts', async () => {
    expect(
      (
        await visitor().post('/api/feedback/helpful', {
          instructionId: kettle,
          language: 'de',
          helpful: true,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await visitor().post('/api/feedback/helpful', {
          instructionId: kettle,
          language: 'de',
          helpful: false,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await visitor().post('/api/feedback/helpful', {
          instructionId: kettle,
          language: 'de',
          helpful: true,
        })
      ).status,
    ).toBe(204);
    const problem = await visitor().post('/api/feedback/problem', {
      instructionId: kettle,
      language: 'fr',
      reason: 'missingStep',
      text: '  Step 3 is missing  ',
    });
    expect(problem.status).toBe(204);
    const daily = await report();
    expect(daily.helpful).toEqual([
      {
        day: today(),
        instructionId: kettle,
        instructionNumber: expect.any(String),
        language: 'de',
        yes: 2,
        no: 1,
      },
    ]);
    expect(daily.problemReports).toBe(1);
  });

  it('refuses bad answers with clear errors and stable codes', async () => {
    const wrongReason = await visitor().post('/api/feedback/problem', {
      instructionId: kettle,
      language: 'en',
      reason: 'boring',
    });
    expect(wrongReason.status).toBe(400);
    expect(await wrongReason.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['reason'], rule: 'notAllowed' }],
    });
    const tooLong = await visitor().post('/api/feedback/problem', {
      instructionId: kettle,
      language: 'en',
      reason: 'other',
      text: 'x'.repeat(301),
    });
    expect(await tooLong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['text'], rule: 'tooLong', params: { max: 300 } }],
    });
    const noLanguage = await visitor().post('/api/feedback/helpful', {
      instructionId: kettle,
      language: 'xx',
      helpful: true,
    });
    expect(await noLanguage.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['language'] }],
    });
    const notYesNo = await visitor().post('/api/feedback/helpful', {
      instructionId: kettle,
      language: 'en',
      helpful: 'yes',
    });
    expect(await notYesNo.json()).toMatchObject({ issues: [{ path: ['helpful'], rule: 'wrongType' }] });
    const unknown = await visitor().post('/api/feedback/helpful', {
      instructionId: 999_999,
      language: 'en',
      helpful: true,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'INSTRUCTION_NOT_FOUND' });
    const onDraft = await visitor().post('/api/feedback/helpful', {
      instructionId: draft,
      language: 'en',
      helpful: true,
    });
    expect(onDraft.status).toBe(404);
    const huge = await visitor().post('/api/feedback/problem', {
      instructionId: kettle,
      language: 'en',
      reason: 'other',
      text: 'y'.repeat(10_000),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const foreign = await visitor().post(
      '/api/feedback/helpful',
      { instructionId: kettle, language: 'en', helpful: true },
      { headers: { origin: 'http://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    expect((await report()).problemReports).toBe(1);
  });

  it('limits answers per client address and per install', async () => {
    const vote = { instructionId: kettle, language: 'en', helpful: true };
    let refused: Response | undefined;
    for (let sent = 0; sent < 20 && !refused; sent += 1) {
      const answer = await visitor().post('/api/feedback/helpful', vote);
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(204);
    }
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused?.json()).toMatchObject({
      code: 'FEEDBACK_RATE_LIMITED',
      message: expect.stringContaining('this device'),
    });
    // A second browser on the shop network has its own allowance, up to what the install takes.
    const other = { localAddress: '127.0.0.2' };
    const statuses: number[] = [];
    for (let sent = 0; sent < 8; sent += 1)
      statuses.push((await rawPostJson(server.url, '/api/feedback/helpful', vote, other)).status);
    expect(statuses.filter((status) => status === 204).length).toBe(6);
    const last = await rawPostJson(server.url, '/api/feedback/helpful', vote, other);
    expect(last.status).toBe(429);
    expect(last.json()).toMatchObject({
      code: 'FEEDBACK_RATE_LIMITED',
      message: expect.stringContaining('this library'),
    });
  });
});

describe('daily counters of lookups, views and searches', () => {
  it('counts article hits (through the answer cache) and misses per number and language', async () => {
    for (let looked = 0; looked < 3; looked += 1)
      expect((await visitor().get('/api/article/kt-100?lang=de')).status).toBe(200);
    expect((await visitor().get('/api/article/KT-100?lang=en')).status).toBe(200);
    expect((await visitor().get('/api/article/nope-1?lang=de')).status).toBe(404);
    expect((await visitor().get('/api/article/NOPE-1?lang=de')).status).toBe(404);
    const { lookups } = await report();
    expect(lookups.filter((row) => row.instructionId === null)).toEqual(
      expect.arrayContaining([
        {
          day: today(),
          articleNumber: 'KT-100',
          instructionId: null,
          instructionNumber: null,
          language: 'de',
          hits: 3,
          misses: 0,
        },
        {
          day: today(),
          articleNumber: 'KT-100',
          instructionId: null,
          instructionNumber: null,
          language: 'en',
          hits: 1,
          misses: 0,
        },
        {
          day: today(),
          articleNumber: 'NOPE-1',
          instructionId: null,
          instructionNumber: null,
          language: 'de',
          hits: 0,
          misses: 2,
        },
      ]),
    );
  });

  it('counts instruction views per article number, instruction and language', async () => {
    const view = { instructionId: kettle, language: 'nl', articleNumber: 'kt-100' };
    expect((await visitor().post('/api/feedback/view', view)).status).toBe(204);
    expect((await visitor().post('/api/feedback/view', view)).status).toBe(204);
    expect(
      (await visitor().post('/api/feedback/view', { instructionId: kettle, language: 'nl' })).status,
    ).toBe(204);
    const madeUp = await visitor().post('/api/feedback/view', { ...view, articleNumber: 'MADE-UP' });
    expect(madeUp.status).toBe(404);
    expect(await madeUp.json()).toMatchObject({ code: 'ARTICLE_NUMBER_NOT_FOUND' });
    const { lookups } = await report();
    const views = lookups.filter((row) => row.instructionId === kettle);
    expect(views).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ articleNumber: 'KT-100', language: 'nl', hits: 2, misses: 0 }),
        expect.objectContaining({ articleNumber: '', language: 'nl', hits: 1 }),
      ]),
    );
    expect(views).toHaveLength(2);
  });

  it('counts word searches without results per day, words and language', async () => {
    await visitor().get('/api/search?q=Flux%20Capacitor&lang=it');
    await visitor().get('/api/search?q=flux%20capacitor&lang=it');
    const { unfoundSearches } = await report();
    expect(unfoundSearches).toEqual([{ day: today(), words: 'flux capacitor', language: 'it', count: 2 }]);
  });

  it('keeps counts, not events, and nothing about the visitor', async () => {
    const before = await report();
    for (let looked = 0; looked < 5; looked += 1) await visitor().get('/api/article/KT-100?lang=de');
    const after = await report();
    expect(after.lookups).toHaveLength(before.lookups.length);
    expect(
      after.lookups.find(
        (row) => row.language === 'de' && row.instructionId === null && row.articleNumber === 'KT-100',
      )?.hits,
    ).toBe(8);
    expect(JSON.stringify(after)).not.toContain('127.0.0');
  });

  it('keeps the counters across a restart and answers report ranges', async () => {
    await server.stop();
    server = await startApiServer({ dataDir: server.dataDir });
    admin = await server.client().login();
    const kept = await report();
    expect(kept.helpful[0]).toMatchObject({ yes: expect.any(Number), no: 1 });
    expect(kept.unfoundSearches).toHaveLength(1);
    const past = await admin.getJson<DailyReport>('/api/admin/feedback/daily?from=2020-01-01&to=2020-01-31');
    expect(past).toMatchObject({ lookups: [], helpful: [], unfoundSearches: [], problemReports: 0 });
    const wrong = await admin.get('/api/admin/feedback/daily?from=2026-12-01&to=2026-01-01');
    expect(wrong.status).toBe(400);
    const notADate = await admin.get('/api/admin/feedback/daily?from=yesterday');
    expect(await notADate.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await visitor().get('/api/admin/feedback/daily')).status).toBe(401);
  });
});
