import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run library -- <args>` or `npm run admin -- <args>`, as a person types it: the command's
 * exit code and everything it printed, standard output and errors together.
 */
export function runCommand(
  command: 'library' | 'admin',
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      [`server/cli/${command}-cli.ts`, ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
