import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { precompressedAssets } from './precompressed-assets';

/**
 * Serves the renderer's production build: hashed assets cached for a year (pre-compressed when the
 * browser accepts brotli or gzip), every other non-/api
 * GET answered with index.html so the React router can take over (the SPA fallback), with
 * `pageHeaders`, the security headers whose policy allows the page's inline scripts.
 */
export function staticRenderer(
  rendererDir: string,
  pageHeaders: readonly (readonly [string, string])[],
): Router {
  const router = express.Router();
  const indexFile = path.join(rendererDir, 'index.html');
  router.use('/assets', precompressedAssets(path.join(rendererDir, 'assets')));
  router.use(
    '/assets',
    express.static(path.join(rendererDir, 'assets'), { immutable: true, maxAge: '365d' }),
  );
  // A missing asset is a stale or wrong link: answering it with index.html would hide that.
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(express.static(rendererDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (_req, res) => {
    if (!existsSync(indexFile)) {
      res.status(404).type('text/plain').send('The renderer is not built yet: run `npm run build:renderer`.');
      return;
    }
    for (const [name, value] of pageHeaders) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
