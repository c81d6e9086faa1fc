import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  removeDataDir,
  serverCliCommand,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let running: ServerProcess | undefined;

afterEach(async () => {
  if (running) {
    await running.stop();
    removeDataDir(running.dataDir);
    running = undefined;
  }
});

function runCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const cli = serverCliCommand();
    const child = spawn(cli.command, [...cli.args, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm start (server/cli/server-cli.ts)', () => {
  it('prints one listening line with the real port, creates library.db and stops cleanly on SIGTERM', async () => {
    running = await startServerProcess({ args: ['--no-demo'] });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.url).not.toMatch(/:0$/);
    expect(running.output()).toMatch(/^Instruction Library listening on http:\/\/127\.0\.0\.1:\d+\n$/);
    const setup = await fetch(`${running.url}/api/setup`);
    expect(await setup.json()).toMatchObject({ needsSetup: true });
    expect(existsSync(path.join(running.dataDir, 'library.db'))).toBe(true);

    const exited = new Promise<number | null>((resolve) => running?.child.once('exit', resolve));
    running.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const wal = path.join(running.dataDir, 'library.db-wal');
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
  });

  it('takes its settings from the environment when no flag is given', async () => {
    running = await startServerProcess({ env: { DEMO: '0' } });
    const suggestions = await fetch(`${running.url}/api/search/article-numbers?q=avn`);
    expect(await suggestions.json()).toEqual([]);
  });

  it.each([
    [['--port', 'eighty'], /--port must be a port number from 0 to 65535/],
    [['--frobnicate'], /Unknown option '--frobnicate'/],
    [['--upload-limit-mb=0'], /--upload-limit-mb must be a number of megabytes/],
  ])('exits with 2 and a clear message for %j', async (args, message) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'library-cli-'));
    try {
      const { code, output } = await runCli([...args, '--data-dir', dataDir]);
      expect(code).toBe(2);
      expect(output).toMatch(message);
      expect(output).toContain('Usage: npm start');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prints the version from package.json with --version and starts nothing', async () => {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    const { code, output } = await runCli(['--version']);
    expect(code).toBe(0);
    expect(output).toBe(`${version}\n`);
  });
});
