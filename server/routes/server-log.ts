import { existsSync, readFileSync } from 'node:fs';
import { Router } from 'express';
import type { AppContext } from '../context';
import { logFileOf } from '../logs/log';

/** GET /api/admin/log: the recent log (the file before the current one, then the current one) as a download. */
export function serverLogRouter({ config }: AppContext): Router {
  const router = Router();
  router.get('/admin/log', (_req, res) => {
    const current = logFileOf(config.dataDir);
    const text = [`${current}.1`, current]
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file))
      .reduce((all, part) => Buffer.concat([all, part]), Buffer.alloc(0));
    const day = new Date().toISOString().slice(0, 10);
    res
      .set('Cache-Control', 'no-store')
      .attachment(`instruction-library-log-${day}.log`)
      .type('text/plain; charset=utf-8')
      .send(text);
  });
  return router;
}
