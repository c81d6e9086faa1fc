import { Router } from 'express';
import type { AppContext } from '../context';
import { getProxiedImage } from '../services/proxy-image-service';
import { sendImage } from './image-response';

/** A proxied image may change upstream; a day is long enough for a kiosk session, short enough to pick up fixes. */
const PROXY_CACHE_CONTROL = 'public, max-age=86400';

/** Public GET /api/proxy-image?url= : external images for instruction content, cached for offline use. */
export function proxyImageRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/proxy-image', async (req, res) => {
    const image = await getProxiedImage(ctx.db, req.query.url, ctx.config.proxy);
    sendImage(req, res, image, PROXY_CACHE_CONTROL);
  });
  return router;
}
