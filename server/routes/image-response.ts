import type { Request, Response } from 'express';

export interface ServedImage {
  mimeType: string;
  data: Buffer;
  sha256: string;
}

/**
 * Sends stored image bytes with their stored type, never letting the browser guess another one,
 * and answers 304 when the browser already holds these bytes.
 */
export function sendImage(req: Request, res: Response, image: ServedImage, cacheControl: string): void {
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
