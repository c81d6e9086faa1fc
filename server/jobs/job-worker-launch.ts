import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SearchWorkerData } from '../services/instruction-search/search-worker-protocol';
import type { JobWorkerData } from './job-protocol';

let builtWorkersDir: string | undefined;

/**
 * Lets a server run from source (the API tests) start its workers from a current build instead:
 * through tsx, a worker thread loads its few hundred modules one by one, about ten times slower.
 */
export function startWorkersFromBuild(dir: string): void {
  builtWorkersDir = dir;
}

/**
 * Starts a worker script given relative to this folder. Built (npm start, the desktop app), the
 * worker is its own bundle beside this code's; run from source (tests, `npm run dev`), the
 * TypeScript file is loaded through tsx, which a worker thread does not inherit from its parent.
 */
function launchWorker(script: string, data: unknown): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts'))
    return new Worker(new URL(`./${path.basename(script)}.js`, here), { workerData: data });
  if (builtWorkersDir)
    return new Worker(path.join(builtWorkersDir, `${path.basename(script)}.js`), { workerData: data });
  const tsxDir = path.dirname(createRequire(here).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = new URL(`${script}.ts`, here).href;
  const boot = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(source)});`;
  return new Worker(boot, { eval: true, workerData: data });
}

/** The one worker script of every job kind (job-worker.ts); the task in `data` says what it does. */
export const launchJobWorker = (data: JobWorkerData): Worker => launchWorker('./job-worker', data);

export const launchSearchWorker = (data: SearchWorkerData): Worker =>
  launchWorker('../services/instruction-search/search-worker', data);
