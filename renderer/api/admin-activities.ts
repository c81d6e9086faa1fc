import type { Activity } from '../../common/api/activities';
import { api, type RequestOptions } from './client';

/** GET /api/admin/activities: latest first; `limit` from 1 to 200 (the server's default without). */
export function fetchActivities(limit?: number, options?: RequestOptions): Promise<Activity[]> {
  const query = limit === undefined ? '' : `?limit=${limit}`;
  return api.get<Activity[]>(`/api/admin/activities${query}`, options);
}
