import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../common/api/categories';
import type { ReportCounts } from '../../common/api/fleet';
import type { FeedbackTop, InstructionFeedback, ProblemReport } from '../../common/api/feedback';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import type { MissedLookup, MissedLookupList } from '../../common/api/missed-lookups';
import { localDay } from '../../server/services/feedback/local-day';
import { formulaCellsSeenBySpreadsheets } from '../support/spreadsheet-reading';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { emptyCounts, fleetList, MadeUpKiosk } from './support/fleet';

let hub: TestServer;
let admin: ApiClient;
let editor: ApiClient;
let mower: number;
let hose: number;
let hallA: MadeUpKiosk;
let hallB: MadeUpKiosk;
const kioskIds = new Map<string, number>();
const today = localDay(new Date());
const EDITOR = { username: 'editor', password: 'editor-password' };

async function createInstruction(title: string, categoryId: number): Promise<number> {
  const response = await admin.post('/api/admin/instructions', {
    instruction: { title, type: 'user_manual', isUniversal: false, excludePatterns: [], categoryId },
    contents: { en: `How to use the ${title}` },
    titles: {},
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as AdminInstructionDetail).id;
}

const countsOfHallA = (missed: number): ReportCounts => ({
  ...emptyCounts(today),
  lookups: [
    { articleKey: 'GD-1', instructionId: mower, language: 'de', hits: 10, misses: 0 },
    { articleKey: 'KIOSK-MISS', instructionId: 0, language: 'fr', hits: 0, misses: missed },
  ],
  helpful: [{ instructionId: mower, language: 'de', yes: 1, no: 1 }],
  problems: [
    { instructionId: mower, language: 'de', reason: 'wrongProduct', text: 'Hall A: shows the old blade' },
    { instructionId: hose, language: 'en', reason: 'other', text: '=HYPERLINK("http://evil.example","x")' },
  ],
});

const countsOfHallB = (): ReportCounts => ({
  ...emptyCounts(today),
  lookups: [
    { articleKey: '', instructionId: mower, language: 'de', hits: 5, misses: 0 },
    { articleKey: 'KIOSK-MISS', instructionId: 0, language: 'de', hits: 0, misses: 4 },
  ],
  helpful: [{ instructionId: mower, language: 'de', yes: 2, no: 0 }],
  problems: [{ instructionId: mower, language: 'de', reason: 'unreadable', text: 'Hall B: too small' }],
});

/** A made-up kiosk's first report makes it pending; approved, its report is taken. */
async function approved(kiosk: MadeUpKiosk, counts: ReportCounts): Promise<void> {
  expect(await kiosk.report(counts)).toBe(403);
  const id = (await fleetList(admin)).kiosks.find((row) => row.name === kiosk.name)?.id ?? 0;
  expect((await admin.post(`/api/admin/fleet/kiosks/${id}/approve`)).status).toBe(204);
  kioskIds.set(kiosk.name, id);
  expect(await kiosk.report(counts)).toBe(200);
}

const mowerDe = (rows: InstructionFeedback[]) =>
  rows.find((row) => row.instructionId === mower && row.language === 'de');

beforeAll(async () => {
  hub = await startApiServer();
  admin = await hub.client().registerAdmin();
  expect((await admin.post('/api/admin/users', { ...EDITOR, role: 'editor' })).status).toBe(201);
  editor = await hub.client().login(EDITOR);
  const category = (await (await admin.post('/api/admin/categories', { name: 'Garden' })).json()) as Category;
  mower = await createInstruction('Mower', category.id);
  hose = await createInstruction('Hose', category.id);
  // This install's own visitor: one answer, one problem, one missed number.
  const visitor = hub.client();
  await visitor.post('/api/feedback/helpful', { instructionId: mower, language: 'de', helpful: true });
  await visitor.post('/api/feedback/problem', {
    instructionId: mower,
    language: 'de',
    reason: 'outdated',
    text: 'Hub: the manual is from 2019',
  });
  await visitor.get('/api/article/KIOSK-MISS?lang=en');
  hallA = new MadeUpKiosk(hub, 'Hall A');
  hallB = new MadeUpKiosk(hub, 'Hall B');
  await approved(hallA, countsOfHallA(7));
  await approved(hallB, countsOfHallB());
}, 60_000);

afterAll(async () => {
  await hub.dispose();
});

describe("the hub's feedback room across its kiosks", () => {
  it('counts views, helpful answers and open problems of every kiosk, or of this install or one kiosk', async () => {
    const all = await editor.getJson<InstructionFeedback[]>('/api/admin/feedback/instructions');
    expect(mowerDe(all)).toMatchObject({ views: 15, yes: 4, no: 1, helpfulPercent: 80, openProblems: 3 });
    const local = await editor.getJson<InstructionFeedback[]>(
      '/api/admin/feedback/instructions?source=local',
    );
    expect(mowerDe(local)).toMatchObject({ views: 0, yes: 1, no: 0, helpfulPercent: 100, openProblems: 1 });
    const ofHallA = await editor.getJson<InstructionFeedback[]>(
      `/api/admin/feedback/instructions?source=${kioskIds.get('Hall A')}`,
    );
    expect(mowerDe(ofHallA)).toMatchObject({ views: 10, yes: 1, no: 1, helpfulPercent: 50, openProblems: 1 });
    const bad = await editor.get('/api/admin/feedback/instructions?source=everyone');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("lists the kiosks' open problem reports with their words and the kiosk's name", async () => {
    const all = await editor.getJson<ProblemReport[]>('/api/admin/feedback/problems');
    expect(all.map((report) => [report.text, report.kioskName]).sort()).toEqual(
      [
        ['Hall A: shows the old blade', 'Hall A'],
        ['=HYPERLINK("http://evil.example","x")', 'Hall A'],
        ['Hall B: too small', 'Hall B'],
        ['Hub: the manual is from 2019', null],
      ].sort(),
    );
    const ofHallB = await editor.getJson<ProblemReport[]>(
      `/api/admin/feedback/problems?source=${kioskIds.get('Hall B')}`,
    );
    expect(ofHallB).toEqual([
      expect.objectContaining({
        title: 'Mower',
        reason: 'unreadable',
        text: 'Hall B: too small',
        kioskId: kioskIds.get('Hall B'),
      }),
    ]);
    const local = await editor.getJson<ProblemReport[]>('/api/admin/feedback/problems?source=local');
    expect(local.map((report) => report.text)).toEqual(['Hub: the manual is from 2019']);
  });

  it("lets an editor mark a kiosk's report done, and the kiosk's next report keeps the mark", async () => {
    const open = await editor.getJson<ProblemReport[]>('/api/admin/feedback/problems');
    const fromHallA = open.find((report) => report.text === 'Hall A: shows the old blade');
    expect((await editor.post(`/api/admin/feedback/kiosk-problems/${fromHallA?.id}/done`)).status).toBe(204);
    expect((await editor.post(`/api/admin/feedback/kiosk-problems/${fromHallA?.id}/done`)).status).toBe(409);
    const unknown = await editor.post('/api/admin/feedback/kiosk-problems/99999/done');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    // Hall A sends today's counts again at its next check, the same problem among them.
    expect(await hallA.report(countsOfHallA(7))).toBe(200);
    const after = await editor.getJson<ProblemReport[]>('/api/admin/feedback/problems');
    expect(after.map((report) => report.text)).not.toContain('Hall A: shows the old blade');
    expect(after).toHaveLength(3);
    const done = await editor.getJson<ProblemReport[]>('/api/admin/feedback/problems?status=done');
    expect(done.map((report) => [report.text, report.kioskName])).toEqual([
      ['Hall A: shows the old blade', 'Hall A'],
    ]);
  });

  it('gives the dashboard the instructions with most open problems and the most missed numbers of the fleet', async () => {
    const top = await editor.getJson<FeedbackTop>('/api/admin/feedback/top');
    expect(top.problems[0]).toMatchObject({ instructionId: mower, title: 'Mower', open: 2 });
    expect(top.problems[1]).toMatchObject({ instructionId: hose, open: 1 });
    expect(top.missed[0]).toEqual({ articleNumber: 'KIOSK-MISS', misses: 12 });
  });

  it("counts a kiosk's day sent again once, in the merged missed lookups too", async () => {
    expect(await hallA.report(countsOfHallA(9))).toBe(200);
    const top = await editor.getJson<FeedbackTop>('/api/admin/feedback/top');
    expect(top.missed[0]).toEqual({ articleNumber: 'KIOSK-MISS', misses: 14 });
    const merged = await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?q=KIOSK-MISS&source=all');
    expect(merged.entries.map((entry) => [entry.text, entry.count, [...entry.languages].sort()])).toEqual([
      ['KIOSK-MISS', 14, ['de', 'en', 'fr']],
    ]);
  });

  it("counts the kiosks' misses in the dashboard's one list of missed lookups", async () => {
    const top = await editor.getJson<MissedLookup[]>('/api/admin/missed-lookups/top');
    expect(top[0]).toMatchObject({ kind: 'number', text: 'KIOSK-MISS', count: 14 });
  });

  it("exports the fleet's problem reports and missed numbers as formula-safe CSV", async () => {
    const problems = await (await editor.get('/api/admin/feedback/export/problems')).text();
    expect(problems).toContain('day,instruction_number,title,language,reason,text,done_at,kiosk');
    expect(problems).toContain('Hall B: too small');
    expect(problems).toContain('Hall B');
    expect(problems).toContain('HYPERLINK');
    expect(formulaCellsSeenBySpreadsheets(problems, ',')).toEqual([]);
    const ofHallB = await (
      await editor.get(`/api/admin/feedback/export/problems?source=${kioskIds.get('Hall B')}`)
    ).text();
    expect(ofHallB).not.toContain('Hub: the manual');
    const missed = await (await editor.get('/api/admin/feedback/export/missed')).text();
    expect(missed).toContain('KIOSK-MISS,14');
    const local = await (await editor.get('/api/admin/feedback/export/missed?source=local')).text();
    expect(local).toContain('KIOSK-MISS,1');
  });
});
