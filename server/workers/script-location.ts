import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let builtScriptsDir: string | undefined;

/**
 * Lets a server run from source (the API tests) start its workers and reader processes from a
 * current build instead: through tsx, a worker loads its few hundred modules one by one, about ten
 * times slower.
 */
export function startWorkersFromBuild(dir: string): void {
  builtScriptsDir = dir;
}

/** Where a worker or child process script lives: a built bundle, or a source file to run through tsx. */
export type ScriptLocation = { built: true; file: string } | { built: false; file: string; tsxDir: string };

/**
 * The file of a script given relative to server/ (`jobs/job-worker`). Built (npm start, the desktop
 * app), each such script is its own bundle beside this code's (vite.config.ts); run from source, it
 * is the TypeScript file, which needs tsx.
 */
export function scriptLocation(script: string): ScriptLocation {
  const here = import.meta.url;
  const name = `${path.basename(script)}.js`;
  if (!here.endsWith('.ts')) return { built: true, file: fileURLToPath(new URL(`./${name}`, here)) };
  if (builtScriptsDir) return { built: true, file: path.join(builtScriptsDir, name) };
  return {
    built: false,
    file: fileURLToPath(new URL(`../${script}.ts`, here)),
    tsxDir: path.dirname(createRequire(here).resolve('tsx/package.json')),
  };
}
