import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { errorBody } from '../../common/api/errors';
import type { AppContext } from '../context';
import { getProxiedImage, isProxiedImageKept } from '../services/image-proxy/image-service';
import { sendImage } from './image-response';

/** A proxied image may change upstream; a day is long enough for a kiosk session, short enough to pick up fixes. */
const PROXY_CACHE_CONTROL = 'public, max-age=86400';

/** Public GET /api/proxy-image?url= : external images for instruction content, cached for offline use. */
export function proxyImageRouter(ctx: AppContext): Router {
  const router = Router();
  const tooManyFetches = errorBody(429, 'Too many external images requested. Please wait a minute.');
  // Only fetches that reach out are limited: images already kept cost nothing and must keep showing.
  const upstreamFetchLimit = rateLimit({
    windowMs: 60_000,
    limit: ctx.config.proxy.fetchesPerMinute,
    skip: (req) => isProxiedImageKept(ctx.db, req.query.url),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: tooManyFetches,
  });
  router.get('/proxy-image', upstreamFetchLimit, async (req, res) => {
    const image = await getProxiedImage(ctx.db, req.query.url, ctx.config.proxy);
    sendImage(req, res, image, PROXY_CACHE_CONTROL);
  });
  return router;
}
