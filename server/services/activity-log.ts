import type { ActivityAction } from '../../common/api/activities';
import type { Db } from '../db/client';
import { insertActivity } from '../db/activities';

export interface ActivityEntry {
  userId: number | null;
  action: ActivityAction;
  entityType: string;
  entityId?: number | null;
  details?: string | null;
}

/** Synchronous so it can run inside the same db.transaction as the change it records. */
export function logActivity(db: Db, entry: ActivityEntry): void {
  insertActivity(db, {
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}
