import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMainProcess } from '../electron-standin/describe-main-process';
import { isFork, isLoad, isWindow, MainProcess } from '../electron-standin/main-process';
import { startApiServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/e2e-fixture';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describeMainProcess('repository layout', () => ({ appPath: repoRoot }));

describe('the built main process when the server cannot start', () => {
  let userData: string;
  let main: MainProcess;
  let browser: Browser;

  const shared = useBrowser();
  beforeAll(() => {
    userData = mkdtempSync(path.join(tmpdir(), 'desktop-main-broken-'));
    // A file where the data folder belongs: the server fails while opening its database.
    writeFileSync(path.join(userData, 'library'), 'not a folder');
    main = new MainProcess({ appPath: repoRoot }, userData, ['--language=de']);
    browser = shared.browser;
  });

  afterAll(() => {
    main.kill();
    rmSync(userData, { recursive: true, force: true });
  });

  it('shows the reason, the last lines of the server log and where it is, in the kiosk language', async () => {
    const load = await main.waitFor(isLoad, 'error page');
    expect(load.url).toMatch(/^data:text\/html/);
    const logPath = path.join(userData, 'logs', 'server.log');
    expect(readFileSync(logPath, 'utf8')).toMatch(/EEXIST|ENOTDIR/);

    const page = await browser.newPage({ viewport: { width: 900, height: 600 } });
    await page.goto(load.url);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Die Anleitungsbibliothek konnte nicht starten');
    expect(text).toContain('Letzte Zeilen des Serverprotokolls');
    expect(text).toMatch(/EEXIST|ENOTDIR/);
    expect(text).toContain(`Serverprotokoll: ${logPath}`);
    await screenshot(page, 'desktop-main-start-failure');
  });

  it('keeps a levelled JSON log with ISO times of its own events and of what the server printed', () => {
    const lines = readFileSync(path.join(userData, 'logs', 'server.log'), 'utf8')
      .trim()
      .split('\n');
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const record of records) {
      expect(record.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(['info', 'warn', 'error']).toContain(record.level);
      expect(['main', 'server']).toContain(record.source);
    }
    expect(records).toContainEqual(
      expect.objectContaining({ level: 'info', source: 'main', msg: 'Starting the server' }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({
        level: 'error',
        source: 'server',
        msg: expect.stringMatching(/EEXIST|ENOTDIR/),
      }),
    );
  });
});

// Each command loads the main process from source and hashes at the product's password cost (128 MiB,
// seconds on a busy machine).
describe(
  'the installed app runs the admin and library commands on its own library',
  { timeout: 180_000 },
  () => {
    let userData: string;

    beforeAll(() => {
      userData = mkdtempSync(path.join(tmpdir(), 'desktop-main-commands-'));
    });

    afterAll(() => rmSync(userData, { recursive: true, force: true }));

    async function run(args: string[], env: Record<string, string> = {}) {
      const main = new MainProcess({ appPath: repoRoot }, userData, args, env);
      try {
        const code = await main.exited;
        return { code, stdout: main.stdout, stderr: main.stderr, events: main.events };
      } finally {
        main.kill();
      }
    }

    it('creates an admin with --admin create, without a window or a server, and exits 0', async () => {
      const created = await run(['--admin', 'create', 'boss'], { ADMIN_PASSWORD: 'correct horse battery' });
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Created admin boss.');
      expect(created.events.filter((event) => isWindow(event) || isFork(event))).toEqual([]);

      const server = await startApiServer({ dataDir: path.join(userData, 'library') });
      try {
        const login = await server
          .client()
          .post('/api/login', { username: 'boss', password: 'correct horse battery' });
        expect(login.status).toBe(200);
      } finally {
        await server.stop();
      }
    });

    it('answers 1 and the reason for a refused command, and 2 with its usage for a wrong one', async () => {
      const ghost = await run(['--admin', 'reset-password', 'ghost'], { ADMIN_PASSWORD: 'another password' });
      expect(ghost.code).toBe(1);
      expect(ghost.stderr).toContain('No user named ghost');

      const wrong = await run(['--admin', 'frobnicate']);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toMatch(/Usage: \S+ --admin <command>/);
      expect(wrong.events.filter(isWindow)).toEqual([]);
    });

    it('runs the library commands with --library', async () => {
      const status = await run(['--library', 'status']);
      expect(status.code).toBe(0);
      expect(status.stdout).toContain('Role: hub');
      expect(status.events.filter((event) => isWindow(event) || isFork(event))).toEqual([]);
    });
  },
);
