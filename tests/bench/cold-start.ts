import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export interface ColdStart {
  /** From spawning `node dist-electron/cli.js` to the first article answered. */
  firstAnswerSeconds: number;
  /** Resident memory of the server process after it answered. */
  rssMb: number;
  /** From SIGTERM to the process's exit. */
  stopSeconds: number;
  exitCode: number | null;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(repoRoot, 'dist-electron/cli.js');

const rssMbOf = (pid: number) => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
};

/**
 * What `npm start` runs after its build: the server bundle the desktop app runs, on the bench's
 * library. Undefined when the bundle is not built (run `npm run build` first).
 */
export async function benchColdStart(dataDir: string, articleNumber: string): Promise<ColdStart | undefined> {
  if (!existsSync(bundle)) return undefined;
  const started = performance.now();
  const child = spawn(process.execPath, [bundle, '--port', '0', '--data-dir', dataDir, '--no-demo'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/i.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server bundle exited with ${code}:\n${output}`)));
  });
  const response = await fetch(`${url}/api/article/${encodeURIComponent(articleNumber)}`);
  await response.arrayBuffer();
  const firstAnswerSeconds = (performance.now() - started) / 1000;
  const rssMb = child.pid === undefined ? 0 : rssMbOf(child.pid);
  const stopping = performance.now();
  child.kill('SIGTERM');
  const exitCode = await exited;
  return { firstAnswerSeconds, rssMb, stopSeconds: (performance.now() - stopping) / 1000, exitCode };
}
