import type { Request, Response } from 'express';
import type { StoredImage } from '../domain/stored-image';

/**
 * Sends stored image bytes with their stored type, never letting the browser guess another one,
 * and answers 304 when the browser already holds these bytes.
 */
export function sendImage(req: Request, res: Response, image: StoredImage, cacheControl: string): void {
  const etag = `"${image.sha256}"`;
  res.set({
    'Content-Type': image.mimeType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    ETag: etag,
    'Cache-Control': cacheControl,
    'Content-Length': String(image.data.length),
  });
  const ifNoneMatch = req.get('If-None-Match');
  const known = ifNoneMatch?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(etag) || known?.includes('*')) {
    res.removeHeader('Content-Length');
    res.status(304).end();
    return;
  }
  res.end(image.data);
}
