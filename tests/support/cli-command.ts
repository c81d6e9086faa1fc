import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtServerDir, serverBuildIsCurrent } from './built-bundles';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The command's bundle from `npm run build` when it is current (`npm test` builds first), as the
 * servers run (server-process.ts): tsx spends about a second of CPU loading the sources each time.
 * After a source change without a build, tsx runs the sources, as `npm run <command>` does.
 */
function commandLine(command: 'library' | 'admin'): { program: string; args: string[] } {
  const bundle = path.join(builtServerDir, `${command}-cli.js`);
  return serverBuildIsCurrent() && existsSync(bundle)
    ? { program: process.execPath, args: [bundle] }
    : { program: path.join(repoRoot, 'node_modules/.bin/tsx'), args: [`server/cli/${command}-cli.ts`] };
}

/**
 * `npm run library -- <args>` or `npm run admin -- <args>`, as a person types it: the command's
 * exit code and everything it printed, standard output and errors together.
 */
export function runCommand(
  command: 'library' | 'admin',
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const { program, args: commandArgs } = commandLine(command);
  return new Promise((resolve) => {
    const child = spawn(program, [...commandArgs, ...args], {
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
