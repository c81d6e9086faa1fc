import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FLEET_REPORT_FILE_BYTES, type ImportedReport, type ReportFile } from '../../common/api/fleet';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { fleetList, hubMisses } from './support/fleet';
import { exportBundle, follow, publish, signingPublicKey } from './support/library-bundles';

let hub: TestServer;
let hubAdmin: ApiClient;
let kiosk: TestServer;
let kioskAdmin: ApiClient;
let stick: string;
let hubFolder: string;

const REPORT_FILE = /^kiosk-report-[0-9a-f]{16}\.json$/;

/** Looks until `found` answers something (the stick and the hub's folder are looked at every 2 s). */
async function waitFor<T>(found: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const reportFileOnStick = () => readdirSync(stick).find((name) => REPORT_FILE.test(name));

const upload = (body: string) =>
  hubAdmin.request('POST', '/api/admin/fleet/reports/import', {
    body,
    headers: { 'content-type': 'application/json' },
  });

async function uploaded(body: string): Promise<ImportedReport[]> {
  const response = await upload(body);
  expect(response.status).toBe(200);
  return (await response.json()) as ImportedReport[];
}

/** Puts the hub's newest bundle on the stick and waits for the kiosk's new report file beside it. */
async function bringBundle(version: number, previousReport: number): Promise<string> {
  writeFileSync(path.join(stick, `library-v${version}.tar`), await exportBundle(hubAdmin));
  return waitFor(() => {
    const name = reportFileOnStick();
    return name && statSync(path.join(stick, name)).mtimeMs > previousReport ? name : undefined;
  });
}

beforeAll(async () => {
  stick = mkdtempSync(path.join(tmpdir(), 'usb-stick-'));
  hubFolder = mkdtempSync(path.join(tmpdir(), 'hub-reports-'));
  hub = await startApiServer({ demo: true, config: { fleetReportFolder: hubFolder } });
  hubAdmin = await hub.client().registerAdmin();
  await publish(hubAdmin, 'On the stick');
  kiosk = await startApiServer({ config: { libraryWatchFolder: stick } });
  kioskAdmin = await kiosk.client().registerAdmin();
  await follow(kioskAdmin, { hubUrl: '', publicKey: await signingPublicKey(hubAdmin) });
  expect((await kioskAdmin.put('/api/admin/fleet/this-install', { name: 'Basement' })).status).toBe(200);
  for (let scan = 0; scan < 2; scan += 1) await kiosk.client().get('/api/article/USB-MISS?lang=fr');
}, 120_000);

afterAll(async () => {
  await kiosk.dispose();
  await hub.dispose();
  rmSync(stick, { recursive: true, force: true });
  rmSync(hubFolder, { recursive: true, force: true });
});

describe('kiosk reports on a USB stick', () => {
  let firstFile = '';

  it('writes a signed, size-capped report file onto the stick a bundle was applied from', async () => {
    const name = await bringBundle(1, 0);
    firstFile = readFileSync(path.join(stick, name), 'utf8');
    expect(Buffer.byteLength(firstFile)).toBeLessThanOrEqual(MAX_FLEET_REPORT_FILE_BYTES);
    const { reports } = JSON.parse(firstFile) as ReportFile;
    expect(reports.length).toBeGreaterThan(0);
    expect(reports[0]?.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(reports.map((report) => JSON.parse(report.report) as { status: { name: string } })).toEqual(
      reports.map(() => expect.objectContaining({ status: expect.objectContaining({ name: 'Basement' }) })),
    );
  });

  it('is uploaded in the admin: a new kiosk is pending, then taken once approved, never twice', async () => {
    expect((await uploaded(firstFile)).map((result) => result.code)).toContain('FLEET_KIOSK_PENDING');
    expect(hubMisses(hub, 'USB-MISS')).toBe(0);
    const kiosks = (await fleetList(hubAdmin)).kiosks;
    expect(kiosks.map((row) => [row.name, row.approval])).toEqual([['Basement', 'pending']]);

    expect((await hubAdmin.post(`/api/admin/fleet/kiosks/${kiosks[0]?.id}/approve`)).status).toBe(204);
    expect((await uploaded(firstFile)).every((result) => result.accepted)).toBe(true);
    expect(hubMisses(hub, 'USB-MISS')).toBe(2);
    expect((await fleetList(hubAdmin)).kiosks[0]).toMatchObject({ libraryVersion: 1, name: 'Basement' });

    const again = await uploaded(firstFile);
    expect(again.map((result) => result.code)).toEqual(again.map(() => 'FLEET_REPORT_REPLAYED'));
    expect(hubMisses(hub, 'USB-MISS')).toBe(2);
  });

  it('refuses a changed file and one over the size cap', async () => {
    const changed = firstFile.replace('Basement', 'Attic');
    expect((await uploaded(changed)).map((result) => result.code)).toContain(
      'FLEET_REPORT_SIGNATURE_INVALID',
    );
    const tooLarge = await upload(
      JSON.stringify({ reports: [], padding: 'x'.repeat(MAX_FLEET_REPORT_FILE_BYTES) }),
    );
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'FLEET_REPORT_TOO_LARGE' });
    const notAReport = await upload('{"hello":"world"}');
    expect(notAReport.status).toBe(400);
  });

  it("is imported by itself from the hub's report folder", async () => {
    await kiosk.client().get('/api/article/USB-MISS?lang=fr');
    await publish(hubAdmin, 'Second trip');
    const previous = statSync(path.join(stick, reportFileOnStick() ?? '')).mtimeMs;
    const name = await bringBundle(2, previous);
    copyFileSync(path.join(stick, name), path.join(hubFolder, name));
    await waitFor(() => (existsSync(path.join(hubFolder, name)) ? undefined : true));
    expect(readdirSync(path.join(hubFolder, 'imported')).some((file) => file.endsWith(name))).toBe(true);
    expect(hubMisses(hub, 'USB-MISS')).toBe(3);
    expect((await fleetList(hubAdmin)).kiosks[0]).toMatchObject({ libraryVersion: 2, behind: false });
  });
});
