import type { MediaItem, MediaUsage } from '../../../common/api/media';
import type { Db } from '../../db/client';
import { deleteMediaById, insertMedia, instructionsMentioningMedia } from '../../db/media-queries';
import { usesMedia } from '../../domain/media-urls';
import { badRequest, notFound, unsupportedMediaType } from '../../errors';
import { logActivity } from '../activity-log';
import { imageSha256 } from './image-digest';
import { decodedWithoutMetadata } from './image-decoding';
import { looksLikeSvg, sniffImageType } from './image-sniffing';
import { sanitiseUploadedFilename } from '../../domain/uploaded-filename';

export interface UploadedImage {
  originalname: string;
  buffer: Buffer;
}

/**
 * Stores an uploaded image when its bytes are a PNG, JPEG, GIF or WebP image, whatever its name or
 * declared type claim, of a size that is safe to decode; what is stored is the image re-encoded
 * without its metadata, served with the type its bytes showed.
 */
export async function storeUploadedImage(db: Db, userId: number, file: UploadedImage): Promise<MediaItem> {
  if (file.buffer.length === 0) throw badRequest('The file is empty', 'IMAGE_UNREADABLE');
  const mimeType = sniffImageType(file.buffer);
  if (!mimeType) {
    throw unsupportedMediaType(
      looksLikeSvg(file.buffer)
        ? 'SVG images are not accepted because they can carry scripts; upload a PNG, JPEG, GIF or WebP image'
        : 'Only PNG, JPEG, GIF or WebP images can be uploaded',
      'IMAGE_TYPE_NOT_ACCEPTED',
    );
  }
  const filename = sanitiseUploadedFilename(file.originalname);
  const data = await decodedWithoutMetadata(file.buffer, mimeType);
  return db.transaction(() => {
    const item = insertMedia(db, {
      filename,
      mimeType,
      data,
      sha256: imageSha256(data),
      uploadedBy: userId,
    });
    logActivity(db, {
      userId,
      action: 'create',
      entityType: 'media',
      entityId: item.id,
      detail: { kind: 'imageUploaded', values: { filename } },
    });
    return item;
  });
}

export function removeMedia(db: Db, userId: number, id: number): void {
  db.transaction(() => {
    const removed = deleteMediaById(db, id);
    if (!removed) throw notFound('Image not found', 'IMAGE_NOT_FOUND');
    logActivity(db, {
      userId,
      action: 'delete',
      entityType: 'media',
      entityId: id,
      detail: { kind: 'imageDeleted', values: { filename: removed.filename } },
    });
  });
}

/** The instructions whose content shows the image (so deleting it can name them first). */
export function mediaUsage(db: Db, id: number): MediaUsage[] {
  const users = new Map<number, MediaUsage>();
  for (const { content, ...instruction } of instructionsMentioningMedia(db, id)) {
    if (usesMedia(content, id)) users.set(instruction.id, instruction);
  }
  return [...users.values()];
}
