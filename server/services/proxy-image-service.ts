import type { Db } from '../db/client';
import { findCachedProxyImage, saveCachedProxyImage, type CachedProxyImage } from '../db/proxy-cache-queries';
import { imageSha256 } from './image-digest';
import { fetchExternalImage, type ProxyFetchOptions } from './proxy-fetch';
import { parseProxyUrl } from './proxy-url';

/**
 * The image behind an external URL. What was fetched once is kept in the database and served from
 * there afterwards, so a kiosk without internet still shows every image it has shown before.
 */
export async function getProxiedImage(
  db: Db,
  rawUrl: unknown,
  options: ProxyFetchOptions,
): Promise<CachedProxyImage> {
  const url = parseProxyUrl(rawUrl);
  url.hash = '';
  const key = url.href;
  const cached = findCachedProxyImage(db, key);
  if (cached) return cached;
  const fetched = await fetchExternalImage(url, options);
  const image = { mimeType: fetched.mimeType, data: fetched.data, sha256: imageSha256(fetched.data) };
  saveCachedProxyImage(db, key, image);
  return image;
}
