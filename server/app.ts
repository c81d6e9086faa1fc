import express from 'express';
import { errorBody } from '../common/api/errors';
import { SUPPORTED_LANGUAGES } from '../common/languages';
import { MAX_CONTENT_LENGTH } from '../common/limits';
import { requireAdmin } from './auth/require-admin';
import { createSessionMiddleware } from './auth/session-middleware';
import type { AppContext } from './context';
import { errorHandler } from './error-handler';
import { activitiesRouter } from './routes/activities';
import { articleRouter } from './routes/article';
import { articleNumberJobsRouter } from './routes/article-number-jobs';
import { articleNumbersRouter } from './routes/article-numbers';
import { authRouter } from './routes/auth';
import { categoriesRouter } from './routes/categories';
import { instructionRouter } from './routes/instruction';
import { instructionsAdminRouter } from './routes/instructions-admin';
import { followerReadOnly, libraryBundlesRouter } from './routes/library-bundles';
import { mediaRouter } from './routes/media';
import { proxyImageRouter } from './routes/proxy-image';
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
  api.use('/admin', followerReadOnly(ctx));

  api.use(articleRouter(ctx));
  api.use(instructionRouter(ctx));
  api.use(authRouter(ctx, sessions));
  api.use(categoriesRouter(ctx));
  api.use(instructionsAdminRouter(ctx));
  api.use(activitiesRouter(ctx));
  api.use(articleNumberJobsRouter(ctx));
  api.use(articleNumbersRouter(ctx));
  api.use(mediaRouter(ctx));
  api.use(proxyImageRouter(ctx));
  api.use(libraryBundlesRouter(ctx));
  api.use((req, res) => {
    const body = errorBody(404, `Unknown API path: ${req.method} ${req.baseUrl}${req.path}`);
    res.status(404).json(body);
  });

  app.use('/api', api);
  app.use(staticRenderer(ctx.config.rendererDir));
  app.use(errorHandler);
  return app;
}
