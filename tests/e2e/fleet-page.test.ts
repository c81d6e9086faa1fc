import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FleetList } from '../../common/api/fleet';
import type { ApiClient, TestServer } from '../api/support/api-server';
import { withDatabase } from '../api/support/fleet';
import { publish } from '../api/support/library-bundles';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const KIOSKS = 1_000;
let server: TestServer;
let admin: ApiClient;
let page: Page;

const e2e = useEndToEnd({ admin: true, context: { viewport: { width: 1366, height: 768 } } });

/** A thousand kiosks as their reports left them: some pending, revoked, failing, silent or behind. */
function seedFleet(): void {
  const now = Date.now();
  withDatabase(server, (sqlite) => {
    const insert = sqlite.prepare(
      `INSERT INTO fleet_kiosks (key_id, public_key, approval, reported_name, channel, library_version,
         app_version, first_seen, last_seen, last_sequence, last_success, last_error_code, last_error, free_disk_bytes)
       VALUES (@keyId, 'key', @approval, @name, @channel, @version, '1.0.0', @seen, @seen, 1, @seen, @code, @error, @disk)`,
    );
    sqlite.transaction(() => {
      for (let index = 1; index <= KIOSKS; index += 1) {
        const failing = index % 50 === 2;
        insert.run({
          keyId: index.toString(16).padStart(16, '0'),
          approval: index % 100 === 0 ? 'pending' : index % 250 === 1 ? 'revoked' : 'approved',
          name: `Kiosk ${String(index).padStart(4, '0')}`,
          channel: index % 3 === 0 ? 'stores-north' : null,
          version: index % 10 === 4 ? 0 : 1,
          seen: new Date(now - (index % 40 === 3 ? 30 : 0) * 86_400_000 - index * 1000).toISOString(),
          code: failing ? 'LIBRARY_HUB_TIMEOUT' : null,
          error: failing ? 'The hub at http://hub.lan is too slow' : null,
          disk: (index % 7) * 3_000_000_000 + 500_000_000,
        });
      }
    })();
  });
}

const rows = () => page.locator('.fleet-table tbody tr[data-kiosk]');

beforeAll(async () => {
  ({ server, page } = e2e);
  admin = await server.client().login();
  await publish(admin, 'For the fleet');
  seedFleet();
  await page.goto(`${server.url}/admin/fleet`);
  await page.getByRole('heading', { name: 'Fleet', exact: true }).waitFor();
}, 60_000);

describe('the fleet page with a thousand kiosks', () => {
  it('lists them with their flags, those needing a decision or attention first', async () => {
    await expect.poll(() => page.getByText('Kiosks: 1000').isVisible()).toBe(true);
    expect(await page.getByText('Waiting for approval: 10').isVisible()).toBe(true);
    expect(await page.getByText('Update failed: 20').isVisible()).toBe(true);
    expect(await page.getByText('Silent for more than 7 days: 25').isVisible()).toBe(true);
    await expect.poll(() => rows().count()).toBe(200);
    expect(await rows().first().innerText()).toContain('Waiting for approval');
    expect(await page.getByText('Showing 200 of 1000 kiosks').isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/admin-fleet-1366-view.png' });
    await screenshot(page, 'admin-fleet-1366');
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => rows().count()).toBe(400);
  });

  it('filters by name and to the kiosks that need attention', async () => {
    const filter = page.getByRole('searchbox', { name: 'Filter by name, key or channel...' });
    await filter.fill('Kiosk 0014');
    await expect.poll(() => rows().count()).toBe(1);
    const row = rows().first();
    expect(await row.innerText()).toContain('behind (v1 is current)');
    await filter.fill('');
    const { kiosks } = await admin.getJson<FleetList>('/api/admin/fleet');
    const needing = kiosks.filter(
      (kiosk) =>
        kiosk.approval === 'pending' ||
        (kiosk.approval === 'approved' && (kiosk.updateFailed || kiosk.silent || kiosk.behind)),
    ).length;
    expect(needing).toBeLessThan(200);
    await page.getByText('Only kiosks that need attention').click();
    await expect.poll(() => rows().count()).toBe(needing);
    await page.getByText('Only kiosks that need attention').click();
  });

  it('approves a waiting kiosk and renames one on the hub', async () => {
    const filter = page.getByRole('searchbox', { name: 'Filter by name, key or channel...' });
    await filter.fill('Kiosk 0100');
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => rows().first().innerText()).toContain('Approved');

    await rows().first().getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name on this hub').fill('Front desk');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await filter.fill('Front desk');
    await expect.poll(() => rows().count()).toBe(1);

    const fleet = await admin.getJson<FleetList>('/api/admin/fleet');
    expect(fleet.kiosks.find((kiosk) => kiosk.keyId === (100).toString(16).padStart(16, '0'))).toMatchObject({
      approval: 'approved',
      name: 'Front desk',
      reportedName: 'Kiosk 0100',
    });
    await filter.fill('');
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screenshots/admin-fleet-360-view.png' });
    await screenshot(page, 'admin-fleet-360');
  });
});

describe("this install's own report, after it went to a web server instead of a hub", () => {
  it('says in words, also in German, that only a hub takes reports, not the bare HTTP status', async () => {
    // What a kiosk records when the address it follows (a library folder on a web server) answers
    // its report with 501 and no error code of the app's.
    writeFileSync(
      path.join(server.dataDir, 'fleet-kiosk.json'),
      JSON.stringify({ lastReportAt: new Date().toISOString(), lastReportCode: 'HTTP_501' }),
    );
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.reload();
    await page
      .getByText('the address answered HTTP 501 instead of taking the report', { exact: false })
      .waitFor();
    await page.locator('.admin-sidebar select').selectOption('de');
    await page.getByText('Die Adresse antwortete mit HTTP 501', { exact: false }).waitFor();
  });
});
