import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cliBundle, serverBuildIsCurrent } from './built-bundles';

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const tsxBin = path.join(repoRoot, 'node_modules/.bin/tsx');
const listeningLine = /listening on (http:\/\/\S+)/i;

/**
 * `npm start` runs the bundle `npm run build` wrote (and `npm test` builds it first), which also
 * starts in a third of tsx's time; after a source change without a build, tsx runs the sources.
 */
export function serverCliCommand(): { command: string; args: string[] } {
  return serverBuildIsCurrent()
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
      // The test servers hash passwords at N=2^14, like startApiServer (TEST_PASSWORD_COST).
      env: { ...process.env, PASSWORD_SCRYPT_N: '16384', ...options.env },
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
