export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'login', 'logout', 'other'] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One row of GET /api/admin/activities, latest first. */
export interface Activity {
  id: number;
  userId: number | null;
  username: string | null;
  action: ActivityAction;
  entityType: string;
  entityId: number | null;
  details: string | null;
  /** ISO 8601 */
  createdAt: string;
}
