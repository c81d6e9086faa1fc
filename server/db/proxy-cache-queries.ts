import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { proxyCache } from './schema';

export interface CachedProxyImage {
  mimeType: string;
  data: Buffer;
  sha256: string;
}

export function findCachedProxyImage(db: Db, url: string): CachedProxyImage | undefined {
  return db
    .select({ mimeType: proxyCache.mimeType, data: proxyCache.data, sha256: proxyCache.sha256 })
    .from(proxyCache)
    .where(eq(proxyCache.url, url))
    .get();
}

export function saveCachedProxyImage(db: Db, url: string, image: CachedProxyImage): void {
  db.insert(proxyCache)
    .values({ url, ...image })
    .onConflictDoUpdate({ target: proxyCache.url, set: { ...image, fetchedAt: new Date().toISOString() } })
    .run();
}
