import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportCounts } from '../../common/api/fleet';
import type { ProblemReport } from '../../common/api/feedback';
import type { MissedLookupList } from '../../common/api/missed-lookups';
import { localDay } from '../../server/services/feedback/local-day';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { emptyCounts, fleetList, MadeUpKiosk, withDatabase } from './support/fleet';

let hub: TestServer;
let admin: ApiClient;
const today = localDay(new Date());
const LONG_AGO = '2020-01-02';

const counts = (day: string, missed: string, problem: string): ReportCounts => ({
  ...emptyCounts(day),
  lookups: [{ articleKey: missed, instructionId: 0, language: 'en', hits: 0, misses: 3 }],
  unfoundSearches: [{ words: day === today ? 'new search' : 'old search', language: 'en', count: 1 }],
  problems: [{ instructionId: 1, language: 'en', reason: 'other', text: problem }],
});

async function approved(kiosk: MadeUpKiosk, first: ReportCounts): Promise<number> {
  expect(await kiosk.report(first)).toBe(403);
  const id = (await fleetList(admin)).kiosks.find((row) => row.name === kiosk.name)?.id ?? 0;
  expect((await admin.post(`/api/admin/fleet/kiosks/${id}/approve`)).status).toBe(204);
  expect(await kiosk.report(first)).toBe(200);
  return id;
}

const rowsOf = (table: string) =>
  withDatabase(hub, (sqlite) => sqlite.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get())
    ?.n ?? 0;

const missed = async (text: string) =>
  (await admin.getJson<MissedLookupList>(`/api/admin/missed-lookups?q=${text}&source=all`)).entries.map(
    (entry) => [entry.text, entry.count],
  );

beforeAll(async () => {
  hub = await startApiServer();
  admin = await hub.client().registerAdmin();
}, 60_000);

afterAll(async () => {
  await hub.dispose();
});

describe("the hub's fleet rows stay bounded", () => {
  it("forgets days past the kept window and a revoked kiosk's rows in the daily prune", async () => {
    const hallA = new MadeUpKiosk(hub, 'Hall A');
    const hallB = new MadeUpKiosk(hub, 'Hall B');
    // Hall A reports a day long past (a stick found in a drawer), then today.
    await approved(hallA, counts(LONG_AGO, 'OLD-MISS', 'Old words'));
    const hallAOld = (await admin.getJson<ProblemReport[]>('/api/admin/feedback/problems'))[0];
    expect((await admin.post(`/api/admin/feedback/kiosk-problems/${hallAOld?.id}/done`)).status).toBe(204);
    expect(await hallA.report(counts(today, 'NEW-MISS', 'New words'))).toBe(200);
    const hallBId = await approved(hallB, counts(today, 'NEW-MISS', 'Hall B words'));
    expect(await missed('OLD-MISS')).toEqual([['OLD-MISS', 3]]);
    expect(await missed('NEW-MISS')).toEqual([['NEW-MISS', 6]]);
    expect(await missed('new search')).toEqual([['new search', 2]]);
    expect((await admin.post(`/api/admin/fleet/kiosks/${hallBId}/revoke`)).status).toBe(204);
    // A pending kiosk last heard of long ago.
    withDatabase(hub, (sqlite) =>
      sqlite
        .prepare(
          "INSERT INTO fleet_kiosks (key_id, public_key, first_seen, last_seen) VALUES ('gone', 'x', ?, ?)",
        )
        .run(`${LONG_AGO}T10:00:00.000Z`, `${LONG_AGO}T10:00:00.000Z`),
    );

    // The first visitor counters written on a day run the daily prune (services/feedback/visit-recorder.ts).
    await hub.client().get('/api/article/SOMETHING?lang=en');
    await admin.get('/api/admin/feedback/instructions');

    expect(await missed('OLD-MISS')).toEqual([]);
    expect(await missed('NEW-MISS')).toEqual([['NEW-MISS', 3]]);
    expect(await missed('new search')).toEqual([['new search', 1]]);
    expect(await missed('old search')).toEqual([]);
    const open = await admin.getJson<ProblemReport[]>('/api/admin/feedback/problems');
    expect(open.map((report) => report.text)).toEqual(['New words']);
    expect(await admin.getJson<ProblemReport[]>('/api/admin/feedback/problems?status=done')).toEqual([]);
    expect(rowsOf(`fleet_daily_lookups WHERE day < '${today}' OR kiosk_id = ${hallBId}`)).toBe(0);
    expect(rowsOf(`fleet_missed_days WHERE day < '${today}'`)).toBe(0);
    expect(rowsOf('fleet_missed_days')).toBe(2);
    expect((await fleetList(admin)).kiosks.map((kiosk) => [kiosk.name, kiosk.approval])).toEqual([
      ['Hall A', 'approved'],
      ['Hall B', 'revoked'],
    ]);
  });
});
