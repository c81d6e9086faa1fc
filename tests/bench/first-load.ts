/**
 * Kiosk first load on the wire (issue 32: at most 150 KiB): each public page opened in a fresh
 * Chromium context (empty cache) from `npm start`'s bundle on the demo catalogue, every request until
 * the network is idle, counted as transferred (compressed bytes and headers, as our server sends
 * them). Also lists any admin chunk a public page fetched, which it never should.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sharedBrowser } from '../support/browser';
import { FIRST_LOAD_BUDGET_KIB, measureFirstLoad } from '../support/first-load';
import { startPinned, type Started } from './public-library';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverBundle = path.join(repoRoot, 'dist-electron/cli.js');
const ISSUE_GOAL_KIB = 150;

const PAGES = [
  '/',
  '/article/AVN-R110',
  '/instructions/AVN-R110/en',
  '/instructions/AVN-R110/en/INS-000001',
  '/search?q=battery',
  '/help',
];

async function main(): Promise<void> {
  if (!existsSync(serverBundle) || !existsSync(path.join(repoRoot, 'dist/renderer/index.html'))) {
    console.log('\nfirst load: not measured, the build is missing (npm run build)');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-first-load-'));
  let server: Started | undefined;
  try {
    server = await startPinned([serverBundle, '--port', '0', '--data-dir', dataDir]);
    const browser = await sharedBrowser();
    console.log(
      `\nkiosk first load on the wire, Chromium 1080×1920, empty cache, until idle (issue 32's goal ${ISSUE_GOAL_KIB} KiB, the test's budget ${FIRST_LOAD_BUDGET_KIB} KiB):`,
    );
    for (const page of PAGES) {
      const load = await measureFirstLoad(browser, `${server.url}${page}`);
      const admin = load.adminFiles.length > 0 ? `   admin files: ${load.adminFiles.join(', ')}` : '';
      console.log(
        `${page.padEnd(44)} ${(load.bytes / 1024).toFixed(1).padStart(6)} KiB in ${String(load.requests).padStart(2)} requests   styles ${(load.styleBytes / 1024).toFixed(1)} KiB   scripts ${(load.scriptBytes / 1024).toFixed(1)} KiB${admin}`,
      );
    }
    await browser.close();
  } finally {
    if (server) {
      const { child } = server;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
