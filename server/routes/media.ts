import { Router } from 'express';
import type { MediaItem, MediaUsage, UploadImageResult } from '../../common/api/media';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import { listMedia, prepareFindMediaImage } from '../db/media-queries';
import { notFound } from '../errors';
import { mediaUsage, removeMedia, storeUploadedImage } from '../services/media/media-library';
import { parseId } from '../http/validation';
import { sendImage } from './image-response';
import { requireUploadedFile, singleFileUpload } from '../http/file-upload';

/** A media id never gets other bytes: a new upload gets a new id. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The media gallery (admin), the editor's image upload, and the public image URLs. */
export function mediaRouter({ db, config }: AppContext): Router {
  const router = Router();
  const findImage = prepareFindMediaImage(db);

  router.get('/admin/media', (_req, res) => {
    res.json(listMedia(db) satisfies MediaItem[]);
  });

  router.post('/admin/media', singleFileUpload('file', config.uploadLimitBytes), async (req, res) => {
    const item = await storeUploadedImage(db, currentUserId(req), requireUploadedFile(req, 'file'));
    res.status(201).json(item satisfies MediaItem);
  });

  router.post('/admin/upload-image', singleFileUpload('image', config.uploadLimitBytes), async (req, res) => {
    const item = await storeUploadedImage(db, currentUserId(req), requireUploadedFile(req, 'image'));
    res.status(201).json({ url: item.url } satisfies UploadImageResult);
  });

  router.get('/admin/media/:id/usage', (req, res) => {
    res.json(mediaUsage(db, parseId(req.params.id, 'media id')) satisfies MediaUsage[]);
  });

  router.delete('/admin/media/:id', (req, res) => {
    removeMedia(db, currentUserId(req), parseId(req.params.id, 'media id'));
    res.json({ message: 'Image deleted' });
  });

  router.get('/media/:id', (req, res) => {
    const image = findImage(parseId(req.params.id, 'media id'));
    if (!image) throw notFound('Image not found', 'IMAGE_NOT_FOUND');
    sendImage(req, res, image, MEDIA_CACHE_CONTROL);
  });

  return router;
}
