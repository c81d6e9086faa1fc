import type { Db } from './client';
import { latestLibraryVersion } from './library-versions';
import { instructions } from './schema';

/**
 * A real read of the library, as a health check needs: the served version and one instruction row,
 * so a closed or corrupt database throws here.
 */
export function readLibraryForHealth(db: Db): { libraryVersion: number | null } {
  db.select({ id: instructions.id }).from(instructions).limit(1).get();
  return { libraryVersion: latestLibraryVersion(db)?.version ?? null };
}
