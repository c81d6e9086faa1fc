import type { Db } from '../../db/client';
import type { StoredImage } from '../../domain/stored-image';
import { findCachedProxyImage, saveCachedProxyImage, trimProxyCache } from '../../db/proxy-cache-queries';
import { imageSha256 } from '../media/image-digest';
import { fetchExternalImage, type ProxyFetchOptions } from './fetch';
import { parseProxyUrl } from './url';

/**
 * The image behind an external URL. What was fetched once is kept in the database and served from
 * there afterwards, so a kiosk without internet still shows every image it has shown before.
 */
export async function getProxiedImage(
  db: Db,
  rawUrl: unknown,
  options: ProxyFetchOptions,
): Promise<StoredImage> {
  const url = cacheKeyOf(rawUrl);
  const cached = findCachedProxyImage(db, url.href);
  if (cached) return cached;
  const fetched = await fetchExternalImage(url, options);
  const image = { mimeType: fetched.mimeType, data: fetched.data, sha256: imageSha256(fetched.data) };
  saveCachedProxyImage(db, url.href, image);
  trimProxyCache(db, options.cacheMaxBytes);
  return image;
}

/** Whether the image behind this URL is kept already; false for a URL we would refuse anyway. */
export function isProxiedImageKept(db: Db, rawUrl: unknown): boolean {
  try {
    return findCachedProxyImage(db, cacheKeyOf(rawUrl).href) !== undefined;
  } catch {
    return false;
  }
}

function cacheKeyOf(rawUrl: unknown): URL {
  const url = parseProxyUrl(rawUrl);
  url.hash = '';
  return url;
}
