import type { ValidationIssue } from '../validation-rules';

/**
 * Stable codes of the /api's error answers. The renderer shows its own translated text for a code
 * it knows and the server's English `message` for any other, so a new code never breaks a client.
 * A code names the situation, not the status: several codes share 400 or 409.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_SIGNED_IN',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'HOST_NOT_ALLOWED',
  'FIRST_RUN_LOCAL_ONLY',
  'SIGN_IN_THROTTLED',
  'EDIT_CONFLICT',
  'MALFORMED_PATH',
  'STORAGE_FULL',
  'STORAGE_UNAVAILABLE',
  'LIBRARY_BUSY',
  'JOB_RUNNING',
  'NO_JOB_RUNNING',
  'LIBRARY_BUNDLE_DAMAGED',
  'LIBRARY_SIGNATURE_INVALID',
  'LIBRARY_OTHER_KEY',
  'LIBRARY_PREVIOUS_KEY',
  'LIBRARY_FILE_PREVIOUS_KEY',
  'LIBRARY_VERSION_NOT_NEWER',
  'LIBRARY_SCHEMA_TOO_NEW',
  'LIBRARY_FOLLOWER_READ_ONLY',
  'LIBRARY_OWN_KEY',
  'LIBRARY_NOT_FOLLOWING',
  'LIBRARY_HUB_UNREACHABLE',
  'LIBRARY_HUB_TIMEOUT',
  'LIBRARY_HUB_ANSWER_REFUSED',
  'LIBRARY_NONE_AT_ADDRESS',
  'LIBRARY_SNAPSHOT_REFUSED',
  'CATEGORY_NAME_TAKEN',
  'CATEGORY_IN_USE',
  'CATEGORY_UNKNOWN',
  'CATEGORY_NOT_FOUND',
  'INSTRUCTION_NOT_FOUND',
  'IMAGE_NOT_FOUND',
  'ARTICLE_NUMBER_NOT_FOUND',
  'INSTRUCTION_NUMBER_TAKEN',
  'REVISION_NOT_FOUND',
  'INSTRUCTION_NO_DRAFT',
  'DELETED_INSTRUCTION_NOT_FOUND',
  'IMPORT_NOT_CSV',
  'IMPORT_FILE_EMPTY',
  'IMPORT_NOT_TEXT',
  'IMPORT_WRONG_HEADER',
  'IMPORT_NO_VALID_ROWS',
  'IMAGE_UNREADABLE',
  'IMAGE_TYPE_NOT_ACCEPTED',
  'IMAGE_TOO_LARGE',
  'FILE_TOO_LARGE',
  'QR_ADDRESS_INVALID',
  'SEARCH_RATE_LIMITED',
  'SEARCH_BUSY',
  'DOCUMENT_NOT_FOUND',
  'DOCUMENT_NOT_PDF',
  'DOCUMENT_ENCRYPTED',
  'DOCUMENT_BROKEN',
  'DOCUMENT_HAS_SCRIPT',
  'DOCUMENT_TOO_COMPLEX',
  'ROLE_FORBIDDEN',
  'ACCOUNT_DISABLED',
  'LAST_ADMIN',
  'USERNAME_TAKEN',
  'USER_NOT_FOUND',
  'FEEDBACK_RATE_LIMITED',
  'FLEET_REPORT_INVALID',
  'FLEET_REPORT_SIGNATURE_INVALID',
  'FLEET_REPORT_TOO_LARGE',
  'FLEET_REPORT_REPLAYED',
  'FLEET_KIOSK_PENDING',
  'FLEET_KIOSK_REVOKED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an error answer carries when the thrower named none, by HTTP status. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'NOT_SIGNED_IN';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/** Every error answer of the /api has this body. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
}

/**
 * The body of a 400 VALIDATION_FAILED answer: every broken rule with the field it concerns, which
 * clients word by rule code; `message` is the first one's English text.
 */
export interface ValidationFailedBody extends ErrorBody {
  code: 'VALIDATION_FAILED';
  issues: ValidationIssue[];
}

/** The error body for a status, with the status's default code unless one is given. */
export function errorBody(status: number, message: string, code?: ErrorCode): ErrorBody {
  return { message, code: code ?? defaultErrorCode(status) };
}
