export type ActivityAction = 'create' | 'update' | 'delete' | 'login' | 'logout' | 'other';

/** What an activity was done to; the admin pages word each one, so the server logs no other. */
export const ACTIVITY_ENTITY_TYPES = [
  'category',
  'instruction',
  'article_number',
  'media',
  'user',
  'library',
] as const;

export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

export const isActivityEntityType = (value: string): value is ActivityEntityType =>
  (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(value);

/** One row of GET /api/admin/activities, latest first. */
export interface Activity {
  id: number;
  userId: number | null;
  username: string | null;
  action: ActivityAction;
  entityType: string;
  entityId: number | null;
  /** In English; clients that know `detail` word it themselves. */
  details: string | null;
  /** The same structured; null for rows logged before details were structured. */
  detail: ActivityDetail | null;
  /** ISO 8601 */
  createdAt: string;
}

/** The values each kind of activity detail carries, which a client words in its own language. */
interface ActivityDetailValues {
  firstAdminRegistered: { username: string };
  userCreatedFromCommandLine: { username: string };
  passwordResetFromCommandLine: { username: string };
  userAdded: { username: string; role: string };
  userRoleChanged: { username: string; from: string; to: string };
  userDisabled: { username: string };
  userEnabled: { username: string };
  userPasswordReset: { username: string };
  signedIn: { username: string };
  signedOut: { username: string | null };
  /** `revision` (issue 28): the revision the save made; absent in rows logged before revisions. */
  instructionCreated: { instructionNumber: string; title: string; revision?: number };
  instructionUpdated: { instructionNumber: string; title: string; revision?: number };
  instructionDraftSaved: { instructionNumber: string; title: string; revision: number };
  instructionPublished: { instructionNumber: string; title: string; revision: number };
  instructionRestored: { instructionNumber: string; title: string; revision: number; from: number };
  instructionUndeleted: { instructionNumber: string; title: string; revision: number };
  instructionDeleted: { instructionNumber: string; title: string };
  translationMarkedCurrent: { language: string; instructionNumber: string };
  imageUploaded: { filename: string };
  imageDeleted: { filename: string };
  categoryCreated: { name: string };
  categoryRenamed: { from: string; to: string };
  categoryDeleted: { name: string };
  importCategoryCreated: { name: string };
  articleNumberLinked: { number: string; categories: number };
  articleNumberCategoriesSet: { number: string; categories: number; added: number; removed: number };
  articleNumberUnlinked: { number: string; categoryId: number };
  articleNumberRemoved: { number: string; links: number };
  articleNumbersSynced: { files: number; links: number; newNumbers: number; skipped: number };
  articleNumbersImported: {
    links: number;
    newCategories: number;
    file: string;
    replaced: number;
    refused: number;
  };
  /** `revision` (issue 28): the revision the change made (a draft or published, as the log's row says). */
  documentAttached: {
    instructionNumber: string;
    language: string;
    fileName: string;
    revision?: number;
  };
  documentRemoved: {
    instructionNumber: string;
    language: string;
    fileName: string;
    revision?: number;
  };
  demoLoaded: Record<string, never>;
}

type ActivityDetailKind = keyof ActivityDetailValues;

/** What an activity did, as a kind and its values; `details` holds the same in English. */
export type ActivityDetail = {
  [Kind in ActivityDetailKind]: { kind: Kind; values: ActivityDetailValues[Kind] };
}[ActivityDetailKind];
