import type { ActivityAction, ActivityDetail, ActivityEntityType } from '../../common/api/activities';
import type { Db } from '../db/client';
import { insertActivity } from '../db/activities';
import { englishActivityDetails } from './activity-details';

export interface ActivityEntry {
  userId: number | null;
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId?: number | null;
  detail: ActivityDetail;
}

/**
 * Synchronous so it can run inside the same db.transaction as the change it records. The detail is
 * stored structured, for clients to word in their language, and as an English sentence.
 */
export function logActivity(db: Db, entry: ActivityEntry): void {
  insertActivity(db, {
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: englishActivityDetails(entry.detail),
    detail: entry.detail,
  });
}
