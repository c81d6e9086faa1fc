import type { Db } from '../db/client';
import { conflict } from '../errors';
import { NO_JOB_HOOKS, type JobHooks } from '../workers/job-hooks';
import { bundlePaths } from './bundle-paths';
import { promoteToStable, stableHistory } from './channels';
import { publishBundle, type PublishedBundle } from './publish-bundle';
import { loadOrCreateSigningKey } from './signing-key';

/** The stable version a rollback returns to: the one promoted before the current one. */
export function rollbackTarget(dataDir: string): number {
  const to = stableHistory(bundlePaths(dataDir).root).at(-2);
  if (to === undefined)
    throw conflict(
      'There is no earlier stable version to roll back to: a rollback needs two promoted versions',
      'LIBRARY_VERSION_NOT_NEWER',
    );
  return to;
}

/**
 * Rolls the stable channel back without any kiosk going backwards: publishes a new version, higher
 * than every other, with the content of the stable version before the current one, and puts it on
 * stable in place of both (pilot has it too, as the newest version).
 */
export function rollbackStable(
  db: Db,
  dataDir: string,
  to: number,
  hooks: JobHooks = NO_JOB_HOOKS,
): PublishedBundle {
  const published = publishBundle(db, dataDir, `Rollback to the content of version ${to}`, hooks, to);
  promoteToStable(
    bundlePaths(dataDir).root,
    loadOrCreateSigningKey(dataDir),
    published.manifest,
    published.manifest.version,
    2,
  );
  return published;
}
