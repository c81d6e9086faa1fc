import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkpointDatabase, type Db } from '../db/client';
import { bundlePaths } from './bundle-paths';

/**
 * Removes what an interrupted download, upload, publish or apply left (a kill -9, a power cut): the
 * staged snapshot, partial bundle files, and the pages an unfinished update wrote to the library's
 * write-ahead log, which SQLite ignores but keeps on disk. Run at start, before any job can.
 */
export function removeLeftovers(db: Db, dataDir: string): void {
  const paths = bundlePaths(dataDir);
  for (const folder of [paths.staging, paths.incoming])
    if (existsSync(folder))
      for (const name of readdirSync(folder))
        rmSync(path.join(folder, name), { recursive: true, force: true });
  if (existsSync(paths.root))
    for (const name of readdirSync(paths.root))
      if (name.endsWith('.partial')) rmSync(path.join(paths.root, name), { force: true });
  checkpointDatabase(db);
}
