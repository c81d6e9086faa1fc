import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler } from 'express';
import { followSettingsSchema, publishRequestSchema } from '../../common/api/library-bundles';
import type { AppContext } from '../context';
import { conflict, HttpError, notFound } from '../errors';
import { bundlePaths } from '../library-bundles/bundle-paths';
import { parseWith } from '../http/validation';

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

  router.post('/admin/library/import', async (req, res) => {
    if (!library.following)
      throw conflict("Set the hub's public key before importing a library", 'LIBRARY_NOT_FOLLOWING');
    const paths = bundlePaths(config.dataDir);
    paths.ensure();
    const upload = path.join(paths.incoming, `upload-${randomBytes(6).toString('hex')}.tar`);
    try {
      await pipeline(req, createWriteStream(upload));
    } catch (error) {
      rmSync(upload, { force: true });
      const full = error instanceof Error && 'code' in error && error.code === 'ENOSPC';
      if (full)
        throw new HttpError(507, 'The disk is full: the library file could not be received', 'STORAGE_FULL');
      throw error;
    }
    try {
      const applied = await library.importFile(upload, 'move');
      res.json({ version: applied.manifest.version, note: applied.manifest.note, counts: applied.counts });
    } finally {
      rmSync(upload, { force: true });
    }
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

  router.get('/library/latest', (_req, res) => {
    const latest = library.latest();
    if (!latest) throw notFound('No library version has been published here yet');
    res.set('Cache-Control', 'no-store').json(latest);
  });

  router.get('/library/bundles/:fileName', (req, res) => {
    const file = library.bundleFile(req.params.fileName);
    if (!file) throw notFound(`No bundle called ${req.params.fileName} here`);
    res.download(file, req.params.fileName, { acceptRanges: true, cacheControl: false });
  });

  return router;
}
