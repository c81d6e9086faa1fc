import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissedLookup, MissedLookupList } from '../../common/api/missed-lookups';
import { formulaCellsSeenBySpreadsheets } from '../support/spreadsheet-reading';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  const category = (await (await admin.post('/api/admin/categories', { name: 'Audio' })).json()) as {
    id: number;
  };
  await admin.post('/api/admin/article-numbers/bulk', { number: 'AVN-R110', categoryIds: [category.id] });
});

afterAll(async () => {
  await server.dispose();
});

async function lookUp(number: string, lang?: string): Promise<number> {
  const query = lang ? `?lang=${lang}` : '';
  return (await server.client().get(`/api/article/${encodeURIComponent(number)}${query}`)).status;
}

const entryFor = (list: MissedLookupList, text: string) => list.entries.find((entry) => entry.text === text);

describe('missed lookups', () => {
  it('counts unknown article numbers by normalised number with first and last seen and languages', async () => {
    expect(await lookUp(' qx-404 ', 'de')).toBe(404);
    expect(await lookUp('QX-404', 'fr')).toBe(404);
    expect(await lookUp('qx-404', 'de')).toBe(404);
    expect(await lookUp('AVN-R110', 'de')).toBe(200);
    const list = await admin.getJson<MissedLookupList>('/api/admin/missed-lookups');
    const entry = entryFor(list, 'QX-404');
    expect(entry).toMatchObject({ kind: 'number', count: 3, languages: ['de', 'fr'] });
    expect(entry && entry.firstSeen <= entry.lastSeen).toBe(true);
    expect(entryFor(list, 'AVN-R110')).toBeUndefined();
  });

  it('counts word searches without results as folded words', async () => {
    await server.client().get('/api/search?q=Caf%C3%A9%20Descale&lang=nl');
    await server.client().get('/api/search?q=cafe%20descale&lang=it');
    const list = await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?q=descale');
    expect(list.entries).toEqual([
      expect.objectContaining({ kind: 'words', text: 'cafe descale', count: 2, languages: ['nl', 'it'] }),
    ]);
  });

  it('sorts by count or last seen, filters by text and date range', async () => {
    await lookUp('ZZ-1');
    const byCount = await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?sort=count');
    expect(byCount.entries[0]?.text).toBe('QX-404');
    const byLastSeen = await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?sort=lastSeen');
    expect(byLastSeen.entries[0]?.text).toBe('ZZ-1');
    expect((await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?q=zz')).total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await admin.getJson<MissedLookupList>(
      `/api/admin/missed-lookups?from=${today}&to=${today}`,
    );
    expect(inRange.total).toBe(3);
    const past = await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?to=2020-01-01');
    expect(past.total).toBe(0);
    const wrong = await admin.get('/api/admin/missed-lookups?from=2026-12-01&to=2026-01-01');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'The start date is after the end date' });
  });

  it('shows the top five of the last seven days on the dashboard', async () => {
    const top = await admin.getJson<MissedLookup[]>('/api/admin/missed-lookups/top');
    expect(top.map((entry) => entry.text)).toEqual(['QX-404', 'cafe descale', 'ZZ-1']);
  });

  // The dashboard card says "last 7 days" (and so does the README): older misses stay off it, however many.
  it('leaves lookups last seen more than seven days ago off the dashboard', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const sqlite = new Database(path.join(server.dataDir, 'library.db'));
    const insert = sqlite.prepare(
      "INSERT INTO missed_lookups (kind, query_key, count, first_seen, last_seen) VALUES ('number', ?, ?, ?, ?)",
    );
    insert.run('OLD-8', 50, daysAgo(20), daysAgo(8));
    insert.run('RECENT-6', 40, daysAgo(20), daysAgo(6));
    sqlite.close();
    const top = await admin.getJson<MissedLookup[]>('/api/admin/missed-lookups/top');
    expect(top.map((entry) => entry.text)).toEqual(['RECENT-6', 'QX-404', 'cafe descale', 'ZZ-1']);
    // The full list still has it.
    expect((await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?q=old-8')).total).toBe(1);
  });

  it('exports CSV with formula-like cells neutralised', async () => {
    expect(await lookUp('=HYPERLINK("x")')).toBe(404);
    const response = await admin.get('/api/admin/missed-lookups/export?sort=lastSeen');
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('missed-lookups.csv');
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('kind,text,count,first_seen,last_seen,languages');
    expect(lines[1]).toMatch(/^number,"'=HYPERLINK\(""X""\)",1,/);
  });

  it.each([',', ';', '\t'])(
    'exports no cell a spreadsheet splitting at %j would run as a formula',
    async (separator) => {
      expect(await lookUp('C;"=HYPERLINK("http://evil.invalid","open")"')).toBe(404);
      expect(await lookUp('D\t+1')).toBe(404);
      const csv = await (await admin.get('/api/admin/missed-lookups/export')).text();
      expect(csv).toContain('HYPERLINK');
      expect(formulaCellsSeenBySpreadsheets(csv, separator)).toEqual([]);
    },
  );

  it('dismisses an entry and refuses strangers', async () => {
    const list = await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?q=zz-1');
    const id = list.entries[0]?.id;
    expect((await server.client().delete(`/api/admin/missed-lookups/${id}`)).status).toBe(401);
    expect((await server.client().get('/api/admin/missed-lookups')).status).toBe(401);
    expect((await admin.delete(`/api/admin/missed-lookups/${id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/missed-lookups/${id}`)).status).toBe(404);
    expect((await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?q=zz-1')).total).toBe(0);
  });
});

describe('missed lookups stay bounded', () => {
  it('keeps at most the configured number of entries, dropping the least recently seen', async () => {
    const small = await startApiServer({ config: { missedLookups: { maxEntries: 50, maxAgeDays: 180 } } });
    try {
      const client = await small.client().registerAdmin();
      for (let i = 0; i < 260; i += 1) {
        expect((await small.client().get(`/api/article/NOISE-${i}`)).status).toBe(404);
      }
      const list = await client.getJson<MissedLookupList>('/api/admin/missed-lookups?sort=lastSeen');
      // Pruning runs every 200 misses: at most the limit plus the misses since then.
      expect(list.total).toBeLessThanOrEqual(50 + 60);
      expect(list.entries.some((entry) => entry.text === 'NOISE-0')).toBe(false);
      expect(list.entries[0]?.text).toBe('NOISE-259');
    } finally {
      await small.dispose();
    }
  }, 60_000);
});
