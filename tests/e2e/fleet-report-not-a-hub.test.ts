import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, it } from 'vitest';
import { useBrowser } from '../support/e2e-fixture';
import { signedInAdmin, type AdminLibrary } from '../support/admin-library';

let library: AdminLibrary | undefined;

afterEach(async () => {
  await library?.close();
  library = undefined;
});

describe("a kiosk's Fleet page after its report went to a web server instead of a hub", () => {
  const shared = useBrowser();

  it('says in words, also in German, that only a hub takes reports, not the bare HTTP status', async () => {
    library = await signedInAdmin(shared.browser);
    const { page, server } = library;
    // What the kiosk records when the address it follows (a library folder on a web server)
    // answers its report with 501 and no error code of the app's.
    writeFileSync(
      path.join(server.dataDir, 'fleet-kiosk.json'),
      JSON.stringify({ lastReportAt: new Date().toISOString(), lastReportCode: 'HTTP_501' }),
    );

    await page.goto(`${server.url}/admin/fleet`);
    await page
      .getByText('the address answered HTTP 501 instead of taking the report', { exact: false })
      .waitFor();
    await page.locator('.admin-sidebar select').selectOption('de');
    await page.getByText('Die Adresse antwortete mit HTTP 501', { exact: false }).waitFor();
  }, 60_000);
});
