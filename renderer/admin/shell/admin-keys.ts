import { ADMIN_ROOT } from '../../queries';

/**
 * The key root of each admin room, declared once down here: a change in one room invalidates
 * another room's data by its root alone, so no room's queries.ts imports another's and the rooms
 * stay free of import cycles. Each room builds its query keys on its own root.
 */
export const adminKeys = {
  about: [...ADMIN_ROOT, 'about'],
  /** Every admin change is logged, so most changes invalidate the activity log too. */
  activities: [...ADMIN_ROOT, 'activities'],
  articleNumbers: [...ADMIN_ROOT, 'article-numbers'],
  backups: [...ADMIN_ROOT, 'backups'],
  categories: [...ADMIN_ROOT, 'categories'],
  feedback: [...ADMIN_ROOT, 'feedback'],
  fleet: [...ADMIN_ROOT, 'fleet'],
  instructions: [...ADMIN_ROOT, 'instructions'],
  /** Not under a room's root: a change of numbers leaves the running or last job be. */
  jobs: [...ADMIN_ROOT, 'jobs'],
  labels: [...ADMIN_ROOT, 'labels'],
  library: [...ADMIN_ROOT, 'library'],
  media: [...ADMIN_ROOT, 'media'],
  missedLookups: [...ADMIN_ROOT, 'missed-lookups'],
  translations: [...ADMIN_ROOT, 'translations'],
  users: [...ADMIN_ROOT, 'users'],
  /** Outside `ADMIN_ROOT`: who is signed in outlives dropping or refreshing all admin data. */
  session: ['session'],
} as const;
