import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { proxyCache } from './schema';
import type { StoredImage } from '../domain/stored-image';

export function findCachedProxyImage(db: Db, url: string): StoredImage | undefined {
  return db
    .select({ mimeType: proxyCache.mimeType, data: proxyCache.data, sha256: proxyCache.sha256 })
    .from(proxyCache)
    .where(eq(proxyCache.url, url))
    .get();
}

export function saveCachedProxyImage(db: Db, url: string, image: StoredImage): void {
  db.insert(proxyCache)
    .values({ url, ...image })
    .onConflictDoUpdate({ target: proxyCache.url, set: { ...image, fetchedAt: new Date().toISOString() } })
    .run();
}

/** Deletes the oldest kept images until the rest fit in `maxBytes`. */
export function trimProxyCache(db: Db, maxBytes: number): void {
  db.run(sql`
    DELETE FROM ${proxyCache} WHERE ${proxyCache.url} IN (
      SELECT url FROM (
        SELECT ${proxyCache.url} AS url, SUM(length(${proxyCache.data})) OVER (ORDER BY ${proxyCache.fetchedAt} DESC, ${proxyCache.url}) AS kept_bytes
        FROM ${proxyCache}
      ) WHERE kept_bytes > ${maxBytes}
    )`);
}
