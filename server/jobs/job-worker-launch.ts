import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { JobWorkerData } from './job-protocol';

/**
 * Starts the article-number worker. Built (npm start, the desktop app), the worker is its own
 * bundle beside this code's; run from source (tests, `npm run dev`), the TypeScript file is loaded
 * through tsx, which a worker thread does not inherit from its parent.
 */
export function launchJobWorker(data: JobWorkerData): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts'))
    return new Worker(new URL('./article-number-worker.js', here), { workerData: data });
  const tsxDir = path.dirname(createRequire(here).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const script = new URL('./article-number-worker.ts', here).href;
  const boot = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(script)});`;
  return new Worker(boot, { eval: true, workerData: data });
}
