import { rmSync } from 'node:fs';
import { Router, type Request, type RequestHandler } from 'express';
import {
  followSettingsSchema,
  LIBRARY_JOB_KINDS,
  promoteRequestSchema,
  publishRequestSchema,
  type LibraryJob,
  type LibraryJobKind,
  type LibraryJobs,
} from '../../common/api/library-bundles';
import type { AppContext } from '../context';
import { conflict, notFound } from '../errors';
import { receiveBundleUpload } from '../library-bundles/bundle-upload';
import { parseWith } from '../http/validation';

function jobKind(value: string | undefined): LibraryJobKind {
  const kind = LIBRARY_JOB_KINDS.find((known) => known === value);
  if (!kind) throw notFound(`Unknown job kind: ${value ?? ''} (known: ${LIBRARY_JOB_KINDS.join(', ')})`);
  return kind;
}

/** The uploaded file's own name, when the client gave it (`?fileName=`), to show with the job. */
function uploadedFileName(req: Request): string | undefined {
  const name = req.query.fileName;
  return typeof name === 'string' && name.length > 0 ? name.slice(0, 255) : undefined;
}

/** Admin routes that change library content; a follower's content comes from its hub only. */
const CONTENT_WRITES = /^\/(categories|instructions|article-numbers|media|upload-image)(\/|$)/;

export function followerReadOnly({ library }: AppContext): RequestHandler {
  return (req, _res, next) => {
    const writes = req.method !== 'GET' && req.method !== 'HEAD';
    if (writes && library.following && CONTENT_WRITES.test(req.path) && !req.path.includes('/jobs/export')) {
      const source = library.following.hubUrl ?? 'library files from the hub';
      next(
        conflict(
          `This kiosk follows a hub: its content comes from ${source} and is read-only here`,
          'LIBRARY_FOLLOWER_READ_ONLY',
        ),
      );
      return;
    }
    next();
  };
}

/**
 * Publishing and following: the admin calls, plus the two public ones a follower uses (the signed
 * latest manifest and the bundle download, which answers Range requests so downloads resume).
 * Publish and import (apply) run as jobs: POST .../publish and POST .../import wait for theirs;
 * the jobs/ calls start one and answer 202 at once, for a page that shows progress and cancels.
 */
export function libraryBundlesRouter({ config, library }: AppContext): Router {
  const router = Router();

  router.get('/admin/library/status', (_req, res) => {
    res.json(library.status());
  });

  router.post('/admin/library/publish', async (req, res) => {
    const { note } = parseWith(publishRequestSchema, req.body ?? {});
    const manifest = await library.publish(note);
    res.status(201).json(manifest);
  });

  router.post('/admin/library/promote', (req, res) => {
    const { version } = parseWith(promoteRequestSchema, req.body ?? {});
    res.json(library.promote(version));
  });

  router.post('/admin/library/rollback', async (_req, res) => {
    res.status(201).json(await library.rollback());
  });

  const startUploadedImport = async (req: Request) => {
    if (!library.following)
      throw conflict("Set the hub's public key before importing a library", 'LIBRARY_NOT_FOLLOWING');
    const upload = await receiveBundleUpload(req, config.dataDir);
    try {
      return library.startImport(upload, 'move', {
        fileName: uploadedFileName(req),
        onEnded: () => rmSync(upload, { force: true }),
      });
    } catch (error) {
      rmSync(upload, { force: true });
      throw error;
    }
  };

  router.post('/admin/library/import', async (req, res) => {
    const started = await startUploadedImport(req);
    res.json(await started.outcome());
  });

  router.get('/admin/library/jobs', (_req, res) => {
    res.json(library.jobsStatus() satisfies LibraryJobs);
  });

  router.get('/admin/library/jobs/:kind', (req, res) => {
    const kind = jobKind(req.params.kind);
    const job = library.job(kind);
    if (!job) throw notFound(`No ${kind} job has run since the server started`);
    res.json(job satisfies LibraryJob);
  });

  router.post('/admin/library/jobs/publish', (req, res) => {
    const { note } = parseWith(publishRequestSchema, req.body ?? {});
    res.status(202).json(library.startPublish(note).job satisfies LibraryJob);
  });

  router.post('/admin/library/jobs/apply', async (req, res) => {
    const started = await startUploadedImport(req);
    res.status(202).json(started.job satisfies LibraryJob);
  });

  router.delete('/admin/library/jobs/:kind', (req, res) => {
    const kind = jobKind(req.params.kind);
    const job = library.cancel(kind);
    if (!job) throw conflict(`No ${kind} job is running`, 'NO_JOB_RUNNING');
    res.status(202).json(job satisfies LibraryJob);
  });

  router.put('/admin/library/follow', (req, res) => {
    library.follow(parseWith(followSettingsSchema, req.body));
    res.json(library.status());
  });

  router.delete('/admin/library/follow', (_req, res) => {
    library.unfollow();
    res.json(library.status());
  });

  router.post('/admin/library/check', async (_req, res) => {
    await library.check();
    res.json(library.status());
  });

  router.get('/admin/library/export', (_req, res) => {
    const latest = library.latest();
    const file = latest && library.bundleFile(latest.fileName);
    if (!latest || !file) throw notFound('No library version has been published or applied here yet');
    res.download(file, latest.fileName);
  });

  // Public: open pages ask this to notice a new version applied in the background.
  router.get('/library/version', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ version: library.servedVersion() });
  });

  // What a follower applied is served to other kiosks only when it is set to be its shop's relay.
  router.use(['/library/latest', '/library/folder', '/library/bundles'], (_req, _res, next) => {
    if (!library.servesOthers())
      throw notFound(
        'This kiosk does not serve its library to other kiosks (Library updates: serve to other kiosks)',
        'LIBRARY_NONE_AT_ADDRESS',
      );
    next();
  });

  router.get('/library/latest', (_req, res) => {
    const latest = library.latest();
    if (!latest) throw notFound('No library version has been published here yet');
    res.set('Cache-Control', 'no-store').json(latest);
  });

  // The same version as a static folder (see README, "Any static host"): a follower may follow
  // `http://hub:3000/api/library/folder` exactly as it follows a folder on nginx or a bucket.
  router.get('/library/folder/*name', (req, res) => {
    const name = req.params.name.join('/');
    const found = library.folderFile(name);
    if (!found) throw notFound(`No file called ${name} in this library folder`);
    if (found.kind === 'bytes') {
      res.set('Cache-Control', 'no-cache').type(found.type).send(found.bytes);
      return;
    }
    res.sendFile(found.file, {
      start: found.start,
      end: found.start + found.size - 1,
      acceptRanges: true,
      cacheControl: false,
      headers: { 'content-type': found.type },
    });
  });

  router.get('/library/bundles/:fileName', (req, res) => {
    const file = library.bundleFile(req.params.fileName);
    if (!file) throw notFound(`No bundle called ${req.params.fileName} here`);
    res.download(file, req.params.fileName, { acceptRanges: true, cacheControl: false });
  });

  return router;
}
