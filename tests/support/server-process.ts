import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const tsxBin = path.join(repoRoot, 'node_modules/.bin/tsx');
const cliBundle = path.join(repoRoot, 'dist-electron/cli.js');
/** What dist-electron/cli.js is built from: a newer file here means the bundle is out of date. */
const BUNDLE_SOURCES = ['server', 'common', 'package.json', 'vite.config.ts'];
const listeningLine = /listening on (http:\/\/\S+)/i;

function newestChange(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .reduce(
      (newest, dirent) => Math.max(newest, statSync(path.join(dirent.parentPath, dirent.name)).mtimeMs),
      0,
    );
}

let bundleIsCurrent: boolean | undefined;

/**
 * `npm start` runs the bundle `npm run build` wrote (and `npm test` builds it first), which also
 * starts in a third of tsx's time; after a source change without a build, tsx runs the sources.
 */
export function serverCliCommand(): { command: string; args: string[] } {
  bundleIsCurrent ??=
    existsSync(cliBundle) &&
    BUNDLE_SOURCES.every(
      (source) => newestChange(path.join(repoRoot, source)) <= statSync(cliBundle).mtimeMs,
    );
  return bundleIsCurrent
    ? { command: process.execPath, args: [cliBundle] }
    : { command: tsxBin, args: ['server/cli/server-cli.ts'] };
}

/**
 * Starts the server the way `npm start` does (dist-electron/cli.js, or its sources when they changed
 * since the last build) on a fresh temporary data directory, or on `dataDir` when given, and waits
 * for the URL it prints.
 */
export async function startServerProcess(
  options: { dataDir?: string; args?: string[]; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'library-test-'));
  const cli = serverCliCommand();
  const child = spawn(
    cli.command,
    [...cli.args, '--port', '0', '--data-dir', dataDir, ...(options.args ?? [])],
    {
      cwd: repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = listeningLine.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
