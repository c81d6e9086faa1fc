import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FLEET_REPORT_BYTES, type FleetList } from '../../common/api/fleet';
import type { MissedLookupList } from '../../common/api/missed-lookups';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import {
  emptyCounts,
  fleetList,
  hubMisses,
  postReport,
  signedByKiosk,
  someStatus,
  thisInstall,
  withDatabase,
} from './support/fleet';
import { checkHub, follow, libraryStatus, publish, signingPublicKey } from './support/library-bundles';

let hub: TestServer;
let hubAdmin: ApiClient;
let kiosk: TestServer;
let kioskAdmin: ApiClient;
let hubKey: string;

const lookUp = (number: string) => kiosk.client().get(`/api/article/${encodeURIComponent(number)}?lang=de`);

const theKiosk = async () => {
  // The real kiosk is the first the hub learnt.
  const [kiosk] = (await fleetList(hubAdmin)).kiosks;
  if (!kiosk) throw new Error('no kiosk');
  return kiosk;
};

/** Counters of finished days, written into the kiosk's database as its visitors would have. */
function pastDays(days: string[], articleKey: string, misses: number) {
  withDatabase(kiosk, (sqlite) => {
    const insert = sqlite.prepare(
      `INSERT INTO daily_lookups (day, article_key, instruction_id, language, hits, misses) VALUES (?, ?, 0, 'en', 0, ?)`,
    );
    for (const day of days) insert.run(day, articleKey, misses);
  });
}

beforeAll(async () => {
  hub = await startApiServer({ demo: true });
  hubAdmin = await hub.client().registerAdmin();
  kiosk = await startApiServer();
  kioskAdmin = await kiosk.client().registerAdmin();
  await publish(hubAdmin, 'First');
  hubKey = await signingPublicKey(hubAdmin);
}, 120_000);

afterAll(async () => {
  await hub.dispose();
  await kiosk.dispose();
});

describe('a kiosk reporting to its hub', () => {
  it('is learnt as pending at first contact, and nothing it counted is kept until approved', async () => {
    expect((await kioskAdmin.put('/api/admin/fleet/this-install', { name: 'Entrance kiosk' })).status).toBe(
      200,
    );
    await follow(kioskAdmin, { hubUrl: hub.url, publicKey: hubKey });
    for (let scan = 0; scan < 3; scan += 1) await lookUp('NOPE-404');
    // Seventy finished days counted before the kiosk first reached its hub.
    pastDays(
      Array.from({ length: 70 }, (_, index) =>
        new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
      ),
      'OLD-1',
      2,
    );
    await checkHub(kioskAdmin);

    expect((await fleetList(hubAdmin)).kiosks).toHaveLength(1);
    const pending = await theKiosk();
    expect(pending).toMatchObject({ approval: 'pending', name: 'Entrance kiosk', libraryVersion: null });
    // Refused reports wait on the kiosk, bounded: the oldest days merged into one.
    expect(await thisInstall(kioskAdmin)).toMatchObject({
      lastReportCode: 'FLEET_KIOSK_PENDING',
      queuedReports: 60,
    });
    expect(hubMisses(hub, 'NOPE-404')).toBe(0);
    expect(hubMisses(hub, 'OLD-1')).toBe(0);
  });

  it('is taken once approved: status, versions, free disk and the counts of the day', async () => {
    const { id } = await theKiosk();
    expect((await hubAdmin.post(`/api/admin/fleet/kiosks/${id}/approve`)).status).toBe(204);
    await checkHub(kioskAdmin);

    const kioskRow = await theKiosk();
    expect(kioskRow).toMatchObject({
      approval: 'approved',
      name: 'Entrance kiosk',
      libraryVersion: 1,
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
      behind: false,
      silent: false,
      updateFailed: false,
    });
    expect(kioskRow.freeDiskBytes).toBeGreaterThan(0);
    expect(kioskRow.lastSuccess).not.toBeNull();
    expect(hubMisses(hub, 'NOPE-404')).toBe(3);
    expect(hubMisses(hub, 'OLD-1')).toBe(140);
    expect(await thisInstall(kioskAdmin)).toMatchObject({ lastReportCode: null, queuedReports: 0 });
  });

  it("replaces the day's counts on the next report instead of adding them twice", async () => {
    await lookUp('NOPE-404');
    await checkHub(kioskAdmin);
    expect(hubMisses(hub, 'NOPE-404')).toBe(4);
  });

  it('shows the hub a kiosk behind and settable names on both sides', async () => {
    await publish(hubAdmin, 'Second');
    const { id } = await theKiosk();
    expect((await hubAdmin.patch(`/api/admin/fleet/kiosks/${id}`, { name: 'Hall A' })).status).toBe(204);
    const before = (await fleetList(hubAdmin)).kiosks[0];
    expect(before).toMatchObject({ name: 'Hall A', reportedName: 'Entrance kiosk', behind: true });
    await checkHub(kioskAdmin);
    expect(await theKiosk()).toMatchObject({ libraryVersion: 2, behind: false });
  });

  it('refuses a replayed report: the same or an older sequence', async () => {
    const lastSeq =
      withDatabase(hub, (sqlite) =>
        sqlite.prepare<[], { lastSeq: number }>('SELECT last_sequence AS lastSeq FROM fleet_kiosks').get(),
      )?.lastSeq ?? 0;
    for (const sequence of [lastSeq, lastSeq - 1]) {
      const envelope = signedByKiosk(kiosk, {
        sequence,
        sentAt: new Date().toISOString(),
        status: someStatus,
        counts: emptyCounts('2026-01-01'),
      });
      const response = await postReport(hub, JSON.stringify(envelope));
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'FLEET_REPORT_REPLAYED' });
    }
    expect((await theKiosk()).reportedName).toBe('Entrance kiosk');
  });

  it('refuses a report whose text was changed after signing', async () => {
    const envelope = signedByKiosk(kiosk, {
      sequence: Date.now() * 2,
      sentAt: new Date().toISOString(),
      status: someStatus,
      counts: emptyCounts('2026-01-01'),
    });
    const changed = { ...envelope, report: envelope.report.replace('Forged', 'Changed') };
    const response = await postReport(hub, JSON.stringify(changed));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'FLEET_REPORT_SIGNATURE_INVALID' });
  });

  it('refuses an oversized report before reading it all', async () => {
    const response = await postReport(hub, 'x'.repeat(MAX_FLEET_REPORT_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'FLEET_REPORT_TOO_LARGE' });
  });

  it('keeps only the registration of an unknown key, never its counts', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const report = JSON.stringify({
      sequence: 1,
      sentAt: new Date().toISOString(),
      status: { ...someStatus, name: 'Stranger' },
      counts: {
        ...emptyCounts('2026-01-02'),
        lookups: [{ articleKey: 'STRANGER-1', instructionId: 0, language: 'en', hits: 0, misses: 50 }],
      },
    });
    const envelope = {
      publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      report,
      signature: sign(null, Buffer.from(report), privateKey).toString('base64'),
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await postReport(hub, JSON.stringify(envelope));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'FLEET_KIOSK_PENDING' });
    }
    const { kiosks } = await fleetList(hubAdmin);
    expect(kiosks.map((row) => [row.name, row.approval])).toEqual([
      ['Hall A', 'approved'],
      ['Stranger', 'pending'],
    ]);
    expect(hubMisses(hub, 'STRANGER-1')).toBe(0);
  });

  it('keeps what the kiosk counts while the hub is unreachable and sends it once it is back', async () => {
    await follow(kioskAdmin, { hubUrl: 'http://127.0.0.1:9', publicKey: hubKey });
    await lookUp('DURING-OUTAGE');
    await kioskAdmin.post('/api/admin/library/check');
    expect((await thisInstall(kioskAdmin)).lastReportCode).toBe('LIBRARY_HUB_UNREACHABLE');
    expect(hubMisses(hub, 'DURING-OUTAGE')).toBe(0);

    await follow(kioskAdmin, { hubUrl: hub.url, publicKey: hubKey });
    await checkHub(kioskAdmin);
    expect((await thisInstall(kioskAdmin)).lastReportCode).toBeNull();
    expect(hubMisses(hub, 'DURING-OUTAGE')).toBe(1);
  });

  it('flags a kiosk whose update failed and one silent for more than N days', async () => {
    const envelope = signedByKiosk(kiosk, {
      sequence: Date.now() * 3,
      sentAt: new Date().toISOString(),
      status: {
        ...someStatus,
        name: 'Entrance kiosk',
        libraryVersion: 2,
        lastErrorCode: 'LIBRARY_HUB_TIMEOUT',
      },
      counts: emptyCounts('2026-02-01'),
    });
    expect((await postReport(hub, JSON.stringify(envelope))).status).toBe(200);
    expect(await theKiosk()).toMatchObject({
      updateFailed: true,
      lastErrorCode: 'LIBRARY_HUB_TIMEOUT',
      silent: false,
    });

    withDatabase(hub, (sqlite) =>
      sqlite.prepare("UPDATE fleet_kiosks SET last_seen = '2026-01-01T00:00:00.000Z'").run(),
    );
    expect((await theKiosk()).silent).toBe(true);
    const lenient = await hubAdmin.getJson<FleetList>('/api/admin/fleet?silentDays=365');
    expect(lenient.kiosks[0]?.silent).toBe(false);
    expect((await hubAdmin.get('/api/admin/fleet?silentDays=0')).status).toBe(400);
  });

  it("merges the kiosks' missed numbers into the hub's missed-lookups report, with a per-kiosk filter", async () => {
    await hub.client().get('/api/article/NOPE-404?lang=en');
    const { id } = await theKiosk();
    const entry = async (source: string) =>
      (
        await hubAdmin.getJson<MissedLookupList>(`/api/admin/missed-lookups?q=NOPE-404&source=${source}`)
      ).entries.map((row) => [row.text, row.count, row.languages.sort()]);
    expect(await entry('all')).toEqual([['NOPE-404', 5, ['de', 'en']]]);
    expect(await entry('local')).toEqual([['NOPE-404', 1, ['en']]]);
    expect(await entry(String(id))).toEqual([['NOPE-404', 4, ['de']]]);
    expect(await entry('99')).toEqual([]);
    const csv = await (await hubAdmin.get('/api/admin/missed-lookups/export?q=OLD-1')).text();
    expect(csv).toContain('OLD-1');
  });

  it('refuses a revoked kiosk', async () => {
    const id = (await fleetList(hubAdmin)).kiosks[0]?.id;
    expect((await hubAdmin.post(`/api/admin/fleet/kiosks/${id}/revoke`)).status).toBe(204);
    await lookUp('AFTER-REVOKE');
    await checkHub(kioskAdmin);
    expect((await thisInstall(kioskAdmin)).lastReportCode).toBe('FLEET_KIOSK_REVOKED');
    expect(hubMisses(hub, 'AFTER-REVOKE')).toBe(0);
    expect((await fleetList(hubAdmin)).kiosks[0]?.approval).toBe('revoked');
  });

  it('lets only admins see the fleet', async () => {
    const editor = { username: 'writer', password: 'writer-password' };
    expect((await hubAdmin.post('/api/admin/users', { ...editor, role: 'editor' })).status).toBe(201);
    const client = await hub.client().login(editor);
    expect((await client.get('/api/admin/fleet')).status).toBe(403);
    expect((await client.post('/api/admin/fleet/kiosks/1/approve')).status).toBe(403);
    expect((await hub.client().get('/api/admin/fleet')).status).toBe(401);
  });
});

describe('a kiosk following the hub by its folder view', () => {
  it("reports to that hub: the hub's Fleet lists it", async () => {
    const folderKiosk = await startApiServer();
    try {
      const admin = await folderKiosk.client().registerAdmin();
      await follow(admin, { hubUrl: `${hub.url}/api/library/folder`, publicKey: hubKey });
      await checkHub(admin);

      expect((await libraryStatus(admin)).served?.version).toBe(
        (await libraryStatus(hubAdmin)).served?.version,
      );
      const install = await thisInstall(admin);
      expect(install).toMatchObject({ lastReportCode: 'FLEET_KIOSK_PENDING' });
      expect(install.keyId).not.toBeNull();
      expect((await fleetList(hubAdmin)).kiosks.map((listed) => listed.keyId)).toContain(install.keyId);
    } finally {
      await folderKiosk.dispose();
    }
  });
});
