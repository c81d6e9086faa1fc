import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../common/api/categories';
import type { FeedbackTop, InstructionFeedback, ProblemReport } from '../../common/api/feedback';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { formulaCellsSeenBySpreadsheets } from '../support/spreadsheet-reading';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient;
const ids: number[] = [];
const EDITOR = { username: 'editor', password: 'editor-password' };

async function createInstruction(title: string, categoryId: number): Promise<AdminInstructionDetail> {
  const response = await admin.post('/api/admin/instructions', {
    instruction: { title, type: 'user_manual', isUniversal: false, excludePatterns: [], categoryId },
    contents: { en: `How to use the ${title}` },
    titles: {},
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AdminInstructionDetail;
}

const visitor = () => server.client();
const vote = (instructionId: number, language: string, helpful: boolean) =>
  visitor().post('/api/feedback/helpful', { instructionId, language, helpful });
const problem = (instructionId: number, language: string, reason: string, text = '') =>
  visitor().post('/api/feedback/problem', { instructionId, language, reason, text });

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  expect((await admin.post('/api/admin/users', { ...EDITOR, role: 'editor' })).status).toBe(201);
  editor = await server.client().login(EDITOR);
  const category = (await (await admin.post('/api/admin/categories', { name: 'Garden' })).json()) as Category;
  await admin.post('/api/admin/article-numbers/bulk', { number: 'GD-1', categoryIds: [category.id] });
  for (const title of ['Mower', 'Hose', 'Rake', 'Shears', 'Trimmer', 'Pump'])
    ids.push((await createInstruction(title, category.id)).id);
  const [mower, hose] = ids as [number, number];
  for (const helpful of [true, true, true, false]) await vote(mower, 'de', helpful);
  await vote(mower, 'en', false);
  for (let view = 0; view < 3; view += 1)
    await visitor().post('/api/feedback/view', {
      instructionId: mower,
      language: 'de',
      articleNumber: 'GD-1',
    });
  await problem(mower, 'de', 'outdated', 'The blade changed in 2025');
  await problem(mower, 'de', 'missingStep');
  await problem(hose, 'en', 'other', '=HYPERLINK("http://evil.example","click")');
  // Six instructions with open problems: the dashboard shows five.
  for (const id of ids.slice(2)) await problem(id, 'en', 'unreadable');
  for (const number of ['ZZ-9', 'zz-9', 'ZZ-9', 'YY-1', 'XX-1', 'WW-1', 'VV-1', 'UU-1', '@SUM(A1)'])
    await visitor().get(`/api/article/${encodeURIComponent(number)}?lang=en`);
});

afterAll(async () => {
  await server.dispose();
});

describe('feedback in the admin', () => {
  it('shows views, helpful per cent and open problems per instruction and language', async () => {
    const rows = await admin.getJson<InstructionFeedback[]>('/api/admin/feedback/instructions');
    const mowerDe = rows.find((row) => row.instructionId === ids[0] && row.language === 'de');
    expect(mowerDe).toMatchObject({
      title: 'Mower',
      views: 3,
      yes: 3,
      no: 1,
      helpfulPercent: 75,
      openProblems: 2,
    });
    expect(rows.find((row) => row.instructionId === ids[0] && row.language === 'en')).toMatchObject({
      helpfulPercent: 0,
      views: 0,
    });
    expect(rows.find((row) => row.instructionId === ids[1])).toMatchObject({
      helpfulPercent: null,
      openProblems: 1,
    });
    expect(rows[0]?.instructionId).toBe(ids[0]);
    const past = await admin.getJson<InstructionFeedback[]>(
      '/api/admin/feedback/instructions?from=2020-01-01&to=2020-01-02',
    );
    // Open problems wait whatever their day; the counts of other days are not there.
    expect(past.find((row) => row.instructionId === ids[0] && row.language === 'de')).toMatchObject({
      views: 0,
      yes: 0,
      openProblems: 2,
    });
  });

  it('lists open problem reports with their words, and an editor marks one done', async () => {
    const open = await editor.getJson<ProblemReport[]>('/api/admin/feedback/problems');
    expect(open).toHaveLength(7);
    const words = open.find((report) => report.text === 'The blade changed in 2025');
    expect(words).toMatchObject({
      instructionNumber: expect.any(String),
      title: 'Mower',
      language: 'de',
      reason: 'outdated',
      doneAt: null,
    });
    expect((await editor.post(`/api/admin/feedback/problems/${words?.id}/done`)).status).toBe(204);
    const again = await editor.post(`/api/admin/feedback/problems/${words?.id}/done`);
    expect(again.status).toBe(409);
    const unknown = await editor.post('/api/admin/feedback/problems/99999/done');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await editor.getJson<ProblemReport[]>('/api/admin/feedback/problems')).toHaveLength(6);
    const done = await admin.getJson<ProblemReport[]>('/api/admin/feedback/problems?status=done');
    expect(done.map((report) => report.text)).toEqual(['The blade changed in 2025']);
    expect((await admin.get('/api/admin/feedback/problems?status=maybe')).status).toBe(400);
  });

  it('gives the dashboard the five instructions with most open problems and the five most missed numbers', async () => {
    const top = await editor.getJson<FeedbackTop>('/api/admin/feedback/top');
    expect(top.problems).toHaveLength(5);
    expect(top.problems[0]).toMatchObject({ instructionId: ids[0], title: 'Mower', open: 1 });
    expect(top.missed).toHaveLength(5);
    expect(top.missed[0]).toEqual({ articleNumber: 'ZZ-9', misses: 3 });
  });

  it('exports both as CSV with formula-like cells neutralised', async () => {
    const problems = await editor.get('/api/admin/feedback/export/problems');
    expect(problems.headers.get('content-type')).toContain('text/csv');
    expect(problems.headers.get('content-disposition')).toContain('problem-reports.csv');
    const problemsCsv = await problems.text();
    expect(problemsCsv).toContain('day,instruction_number,title,language,reason,text,done_at');
    expect(problemsCsv).toContain('HYPERLINK');
    expect(formulaCellsSeenBySpreadsheets(problemsCsv, ',')).toEqual([]);
    const missed = await editor.get('/api/admin/feedback/export/missed');
    expect(missed.headers.get('content-disposition')).toContain('missed-numbers.csv');
    const missedCsv = await missed.text();
    expect(missedCsv).toContain('ZZ-9,3');
    expect(missedCsv).toContain('SUM(A1)');
    expect(formulaCellsSeenBySpreadsheets(missedCsv, ',')).toEqual([]);
  });

  it('exports a reason as its text and names this install in the kiosk column', async () => {
    const rowOf = (csv: string, title: string) =>
      csv.split('\r\n').find((line) => line.includes(`,${title},`));
    const csv = async () => (await editor.get('/api/admin/feedback/export/problems')).text();
    expect(rowOf(await csv(), 'Mower')).toMatch(/,Mower,de,A step is missing,,,This install$/);
    expect(rowOf(await csv(), 'Rake')).toMatch(/,Rake,en,Hard to read,,,This install$/);
    expect(await csv()).not.toMatch(/,(missingStep|unreadable|other),/);

    expect((await admin.put('/api/admin/fleet/this-install', { name: 'Shop, hall 2' })).status).toBe(200);
    expect(rowOf(await csv(), 'Mower')).toMatch(/,Mower,de,A step is missing,,,"Shop, hall 2"$/);
    expect((await admin.put('/api/admin/fleet/this-install', { name: '' })).status).toBe(200);
  });

  it('refuses visitors, and editors what only an admin may read', async () => {
    expect((await visitor().get('/api/admin/feedback/instructions')).status).toBe(401);
    expect((await visitor().post(`/api/admin/feedback/problems/1/done`)).status).toBe(401);
    const daily = await editor.get('/api/admin/feedback/daily');
    expect(daily.status).toBe(403);
    expect(await daily.json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
  });
});
