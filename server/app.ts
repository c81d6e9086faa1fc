import express from 'express';
import { requireAdmin } from './auth/require-admin';
import { createSessionMiddleware } from './auth/session-middleware';
import type { AppContext } from './context';
import { prepareMissedLookups } from './db/missed-lookups';
import { preparePublicReads } from './db/raw/public-reads';
import { apiCompression } from './http/api-compression';
import { errorHandler } from './http/error-handler';
import { requestLog } from './http/request-log';
import { notFound } from './errors';
import { aboutRouter } from './routes/about';
import { activitiesRouter } from './routes/activities';
import { articleRouter } from './routes/article';
import { articleNumberJobsRouter } from './routes/article-number-jobs';
import { articleNumbersRouter } from './routes/article-numbers';
import { authRouter } from './routes/auth';
import { backupsRouter } from './routes/backups';
import { categoriesRouter } from './routes/categories';
import { healthRouter } from './routes/health';
import { instructionRouter } from './routes/instruction';
import { instructionsAdminRouter } from './routes/instructions-admin';
import { instructionRevisionsRouter } from './routes/instruction-revisions';
import { instructionDocumentsRouter } from './routes/instruction-documents';
import { labelsRouter } from './routes/labels';
import { libraryAddressRouter } from './routes/library-address';
import { followerReadOnly, libraryBundlesRouter } from './routes/library-bundles';
import { mediaRouter } from './routes/media';
import { missedLookupsRouter } from './routes/missed-lookups';
import { proxyImageRouter } from './routes/proxy-image';
import { translationsRouter } from './routes/translations';
import { searchRouter } from './routes/search';
import { serverLogRouter } from './routes/server-log';
import { securityHeaders } from './security/headers';
import { hostCheck } from './security/host-check';
import { rejectMalformedPath } from './security/malformed-path';
import { boundedBodies } from './security/request-bodies';
import { rejectForeignOrigin } from './security/same-origin';
import { staticRenderer } from './http/static-renderer';

export function createApp(ctx: AppContext): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog);
  app.use(hostCheck(ctx.config.host, ctx.config.allowedHosts));
  app.use(securityHeaders());
  app.use(rejectMalformedPath);

  const sessions = createSessionMiddleware(ctx.db, ctx.sessionSecret);
  const api = express.Router();
  api.use(rejectForeignOrigin);
  api.use(apiCompression());
  api.use('/admin', sessions, requireAdmin);
  api.use('/admin', followerReadOnly(ctx));
  api.use(boundedBodies());

  const missedLookups = prepareMissedLookups(ctx.db, ctx.config.missedLookups);
  // Prepared once for the public routes that share them (ARCHITECTURE.md "Hot paths stay lean").
  const publicReads = preparePublicReads(ctx.db);
  api.use(healthRouter(ctx));
  api.use(articleRouter(ctx, publicReads, missedLookups));
  api.use(searchRouter(ctx, missedLookups));
  api.use(instructionRouter(publicReads));
  api.use(authRouter(ctx, sessions));
  api.use(categoriesRouter(ctx));
  api.use(instructionsAdminRouter(ctx));
  api.use(instructionRevisionsRouter(ctx));
  api.use(instructionDocumentsRouter(ctx));
  api.use(activitiesRouter(ctx));
  api.use(articleNumberJobsRouter(ctx));
  api.use(articleNumbersRouter(ctx));
  api.use(mediaRouter(ctx));
  api.use(proxyImageRouter(ctx));
  api.use(translationsRouter(ctx));
  api.use(libraryAddressRouter(ctx));
  api.use(labelsRouter(ctx));
  api.use(missedLookupsRouter(missedLookups));
  api.use(libraryBundlesRouter(ctx));
  api.use(backupsRouter(ctx));
  api.use(aboutRouter(ctx));
  api.use(serverLogRouter(ctx));
  api.use((req, _res, next) => {
    next(notFound(`Unknown API path: ${req.method} ${req.baseUrl}${req.path}`));
  });

  app.use('/api', api);
  app.use(staticRenderer(ctx.config.rendererDir));
  app.use(errorHandler);
  return app;
}
