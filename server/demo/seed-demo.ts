import type { Db } from '../db/client';
import { insertDemoRows } from '../db/demo-rows';
import { isLibraryEmpty } from '../db/library-emptiness';
import { logActivity } from '../services/activity-log';
import { loadDemoCatalogue } from './demo-catalogue';

/**
 * Loads the demo catalogue, in one transaction, into a library nobody has touched yet. Returns
 * whether it did.
 */
export function seedDemoIfEmpty(db: Db, demoDir: string): boolean {
  if (!isLibraryEmpty(db)) return false;
  const catalogue = loadDemoCatalogue(demoDir);
  db.transaction(() => {
    if (!isLibraryEmpty(db)) return;
    insertDemoRows(db, catalogue);
    logActivity(db, {
      userId: null,
      action: 'other',
      entityType: 'library',
      detail: { kind: 'demoLoaded', values: {} },
    });
  });
  return true;
}
