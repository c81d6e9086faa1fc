import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runDist } from './dist-run';
import { packageApp, packageRequestFromArgs } from './package-app';

const projectDir = path.resolve(import.meta.dirname, '../..');
const onWindows = process.platform === 'win32';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: projectDir, stdio: 'inherit', shell: onWindows });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

function restoreNodeAddon(): void {
  run('npm', ['rebuild', 'better-sqlite3']);
  run('node', ['-e', "require('better-sqlite3')(':memory:').close()"]);
}

// An interrupted packaging run leaves node_modules as usable as a finished one.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    restoreNodeAddon();
    process.exit(130);
  });

const request = packageRequestFromArgs(process.argv.slice(2), projectDir);

runDist({
  installElectron: () => run('node', ['node_modules/electron/install.js']),
  buildBundles: () => run('npm', ['run', 'build']),
  packageApp: () => packageApp(request),
  restoreNodeAddon,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
