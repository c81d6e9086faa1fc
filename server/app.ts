import express from 'express';
import { errorBody } from '../common/api/errors';
import { SUPPORTED_LANGUAGES } from '../common/languages';
import { MAX_CONTENT_LENGTH } from '../common/limits';
import { requireAdmin } from './auth/require-admin';
import { createSessionMiddleware } from './auth/session-middleware';
import type { AppContext } from './context';
import { prepareMissedLookups } from './db/missed-lookups';
import { errorHandler } from './error-handler';
import { activitiesRouter } from './routes/activities';
import { articleRouter } from './routes/article';
import { articleNumbersRouter } from './routes/article-numbers';
import { authRouter } from './routes/auth';
import { categoriesRouter } from './routes/categories';
import { instructionRouter } from './routes/instruction';
import { instructionsAdminRouter } from './routes/instructions-admin';
import { mediaRouter } from './routes/media';
import { missedLookupsRouter } from './routes/missed-lookups';
import { proxyImageRouter } from './routes/proxy-image';
import { searchRouter } from './routes/search';
import { securityHeaders } from './security/headers';
import { rejectForeignOrigin } from './security/same-origin';
import { staticRenderer } from './static-renderer';

/**
 * An instruction with every language at the largest allowed content, each UTF-16 unit taking up to
 * 3 bytes in UTF-8, plus a megabyte for titles and JSON overhead.
 */
const JSON_BODY_LIMIT_BYTES = SUPPORTED_LANGUAGES.length * MAX_CONTENT_LENGTH * 3 + 1024 * 1024;

export function createApp(ctx: AppContext): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders());

  const sessions = createSessionMiddleware(ctx.db, ctx.sessionSecret);
  const api = express.Router();
  api.use(rejectForeignOrigin);
  api.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  api.use('/admin', sessions, requireAdmin);

  const missedLookups = prepareMissedLookups(ctx.db, ctx.config.missedLookups);
  api.use(articleRouter(ctx, missedLookups));
  api.use(searchRouter(ctx, missedLookups));
  api.use(instructionRouter(ctx));
  api.use(authRouter(ctx, sessions));
  api.use(categoriesRouter(ctx));
  api.use(instructionsAdminRouter(ctx));
  api.use(activitiesRouter(ctx));
  api.use(articleNumbersRouter(ctx));
  api.use(mediaRouter(ctx));
  api.use(proxyImageRouter(ctx));
  api.use(missedLookupsRouter(missedLookups));
  api.use((req, res) => {
    const body = errorBody(404, `Unknown API path: ${req.method} ${req.baseUrl}${req.path}`);
    res.status(404).json(body);
  });

  app.use('/api', api);
  app.use(staticRenderer(ctx.config.rendererDir));
  app.use(errorHandler);
  return app;
}
