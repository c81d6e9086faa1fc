import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { scriptLocation } from './script-location';

/**
 * Starts a worker script given relative to server/ (`jobs/article-number-worker`). Built (npm start,
 * the desktop app), the worker is its own bundle beside this code's; run from source (tests,
 * `npm run dev`), the TypeScript file is loaded through tsx, which a worker thread does not inherit
 * from its parent.
 */
export function launchWorker(script: string, data: unknown, resourceLimits?: ResourceLimits): Worker {
  const options = { workerData: data, resourceLimits };
  const location = scriptLocation(script);
  if (location.built) return new Worker(location.file, options);
  const boot = `import { register } from ${JSON.stringify(pathToFileURL(path.join(location.tsxDir, 'dist/esm/api/index.mjs')).href)}; register(); await import(${JSON.stringify(pathToFileURL(location.file).href)});`;
  return new Worker(boot, { ...options, eval: true });
}
