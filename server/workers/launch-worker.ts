import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

let builtWorkersDir: string | undefined;

/**
 * Lets a server run from source (the API tests) start its workers from a current build instead:
 * through tsx, a worker thread loads its few hundred modules one by one, about ten times slower.
 */
export function startWorkersFromBuild(dir: string): void {
  builtWorkersDir = dir;
}

/**
 * Starts a worker script given relative to server/ (`jobs/article-number-worker`). Built (npm start,
 * the desktop app), the worker is its own bundle beside this code's; run from source (tests,
 * `npm run dev`), the TypeScript file is loaded through tsx, which a worker thread does not inherit
 * from its parent.
 */
export function launchWorker(script: string, data: unknown, resourceLimits?: ResourceLimits): Worker {
  const here = import.meta.url;
  const options = { workerData: data, resourceLimits };
  if (!here.endsWith('.ts')) return new Worker(new URL(`./${path.basename(script)}.js`, here), options);
  if (builtWorkersDir) return new Worker(path.join(builtWorkersDir, `${path.basename(script)}.js`), options);
  const tsxDir = path.dirname(createRequire(here).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = new URL(`../${script}.ts`, here).href;
  const boot = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(source)});`;
  return new Worker(boot, { ...options, eval: true });
}
