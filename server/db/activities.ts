import { desc, eq } from 'drizzle-orm';
import type { Activity } from '../../common/api/activities';
import type { Db } from './client';
import { activities, users } from './schema';

/** Latest first, with the acting user's name (null once that user is gone). */
export function listActivities(db: Db, limit: number): Activity[] {
  return db
    .select({
      id: activities.id,
      userId: activities.userId,
      username: users.username,
      action: activities.action,
      entityType: activities.entityType,
      entityId: activities.entityId,
      details: activities.details,
      detail: activities.detail,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit)
    .all();
}

export function insertActivity(db: Db, row: typeof activities.$inferInsert): void {
  db.insert(activities).values(row).run();
}
