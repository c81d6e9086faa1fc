import { afterEach, describe, expect, it } from 'vitest';
import type { LibraryStatus } from '../../common/api/library-bundles';
import { runCommand } from '../support/cli-command';
import { useBrowser } from '../support/e2e-fixture';
import { signedInAdmin, type AdminLibrary } from '../support/admin-library';

let library: AdminLibrary | undefined;

afterEach(async () => {
  await library?.close();
  library = undefined;
});

async function servedVersion(admin: AdminLibrary['admin']): Promise<number | null> {
  return (await admin.getJson<LibraryStatus>('/api/admin/library/status')).served?.version ?? null;
}

describe('the Publish Library page after a version published elsewhere', () => {
  const shared = useBrowser();

  it('does not offer the download of an older publish once the command line published a newer one', async () => {
    library = await signedInAdmin(shared.browser);
    const { admin, page, server } = library;
    expect((await admin.post('/api/admin/library/publish', { note: 'from the page' })).status).toBe(201);
    await expect.poll(() => servedVersion(admin), { timeout: 20_000 }).toBe(1);

    await page.goto(`${server.url}/admin/library/publish`);
    await page.getByText('Version 1 published.').waitFor();

    const published = await runCommand('library', ['publish', '--data-dir', server.dataDir]);
    expect(published.output).toContain('Published library version 2 ');

    await page.reload();
    await page.getByRole('button', { name: 'Publish version 3' }).waitFor();
    expect(await page.getByText('Version 1 published.').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Download library-v1.tar' }).count()).toBe(0);
  }, 60_000);
});
