export const MIN_PASSWORD_LENGTH = 6;
export const MAX_USERNAME_LENGTH = 100;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 200;
export const MAX_TITLE_LENGTH = 500;
export const MAX_ARTICLE_NUMBER_LENGTH = 100;
export const MAX_CONTENT_LENGTH = 1_000_000;
export const MAX_EXCLUDE_PATTERNS = 100;
export const MAX_SUGGESTIONS = 10;
export const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/** Categories one article number can be linked to in one request (a bound on the SQL it runs). */
export const MAX_CATEGORY_IDS = 1_000;
