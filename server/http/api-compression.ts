import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses API answers of text types (JSON, CSV) from 1 KB on, brotli when the browser takes it.
 * Brotli's default quality (11) costs tens of milliseconds per answer; 4 keeps it near gzip's speed
 * with smaller answers. Bundles, images and documents are not text, so they pass untouched and
 * their Range requests keep working.
 */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
