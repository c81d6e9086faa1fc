import type { RequestListener } from 'node:http';
import express from 'express';
import { enforceRole, requireSignedInUser } from './auth/require-admin';
import { createSessionMiddleware } from './auth/session-middleware';
import type { AppContext } from './context';
import { prepareMissedLookups } from './db/missed-lookups';
import { prepareArticleLookup } from './db/raw/article-lookup';
import { preparePublicReads } from './db/raw/public-reads';
import { publicContentStamp } from './db/public-content';
import { fleetAdminRouter, fleetReportsRouter } from './fleet/fleet-routes';
import { AnswerCache } from './http/answer-cache';
import { apiCompression } from './http/api-compression';
import { errorHandler } from './http/error-handler';
import { publicFastPath } from './http/public-fast-path';
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
import { feedbackRouter } from './routes/feedback';
import { feedbackAdminRouter } from './routes/feedback-admin';
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
import { usersRouter } from './routes/users';
import { searchRouter } from './routes/search';
import { serverLogRouter } from './routes/server-log';
import { publicRoutes } from './routes/public-routes';
import { securityHeaderList, securityHeaders } from './security/headers';
import { inlineScriptSources } from './security/inline-script-hashes';
import { hostAllowed, hostCheck } from './security/host-check';
import { rejectMalformedPath } from './security/malformed-path';
import { boundedBodies } from './security/request-bodies';
import { rejectForeignOrigin } from './security/same-origin';
import { staticRenderer } from './http/static-renderer';

/**
 * The server's request listener: the public fast path (http/public-fast-path.ts) answers the kiosk's
 * cached reads itself, and hands every other request to the Express app untouched.
 */
export function createApp(ctx: AppContext): RequestListener {
  const app = express();
  app.disable('x-powered-by');

  const missedLookups = prepareMissedLookups(ctx.db, ctx.config.missedLookups);
  // Prepared once for the public routes that share them (ARCHITECTURE.md "Hot paths stay lean").
  const publicReads = preparePublicReads(ctx.db);
  const articleLookup = prepareArticleLookup(ctx.db);
  const headers = securityHeaderList();
  // Public answers kept as bytes until the content changes (http/answer-cache.ts).
  const answers = new AnswerCache(publicContentStamp(ctx.db));
  // The kiosk's reads on every scan and keystroke come first, past nothing they do not need.
  const fastPath = publicFastPath({
    routes: publicRoutes(articleLookup, publicReads, ctx.visits),
    answers,
    allowsHost: hostAllowed(ctx.config.host, ctx.config.allowedHosts),
    headers,
  });
  app.use(requestLog);
  app.use(hostCheck(ctx.config.host, ctx.config.allowedHosts));
  app.use(securityHeaders(headers));
  app.use(rejectMalformedPath);

  // What the fast path leaves (a 404 with its missed-lookup count, bad ids), still without a session.
  const publicApi = express.Router();
  publicApi.use(articleRouter(articleLookup, publicReads, missedLookups, answers, ctx.visits));
  publicApi.use(instructionRouter(publicReads, answers));

  const sessions = createSessionMiddleware(ctx.db, ctx.sessionSecret);
  const api = express.Router();
  api.use(rejectForeignOrigin);
  api.use(apiCompression());
  api.use('/admin', sessions, requireSignedInUser(ctx.db), enforceRole);
  api.use('/admin', followerReadOnly(ctx));
  // Visitors' answers read their own small JSON body, so they come before the general body bounds.
  api.use(
    feedbackRouter({ db: ctx.db, config: ctx.config.feedback, visits: ctx.visits, lookup: articleLookup }),
  );
  api.use(fleetReportsRouter(ctx.fleet));
  api.use(boundedBodies());

  api.use(healthRouter(ctx));
  api.use(searchRouter(ctx, missedLookups));
  api.use(authRouter(ctx, sessions));
  api.use(categoriesRouter(ctx));
  api.use(instructionsAdminRouter(ctx));
  api.use(instructionRevisionsRouter(ctx, articleLookup));
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
  api.use(feedbackAdminRouter(ctx.db, ctx.visits, () => ctx.fleet.reporter.thisInstall().name));
  api.use(fleetAdminRouter(ctx.fleet));
  api.use(libraryBundlesRouter(ctx));
  api.use(backupsRouter(ctx));
  api.use(aboutRouter(ctx));
  api.use(serverLogRouter(ctx));
  api.use(usersRouter(ctx));
  api.use((req, _res, next) => {
    next(notFound(`Unknown API path: ${req.method} ${req.baseUrl}${req.path}`));
  });

  app.use('/api', publicApi);
  app.use('/api', api);
  // The page's own answer also allows the inline scripts of its build, by hash; nothing else needs to.
  const pageHeaders = securityHeaderList(inlineScriptSources(ctx.config.rendererDir));
  app.use(staticRenderer(ctx.config.rendererDir, pageHeaders));
  app.use(errorHandler);
  return (req, res) => {
    if (!fastPath(req, res)) app(req, res);
  };
}
