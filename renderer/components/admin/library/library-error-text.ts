import type { TFunction } from 'i18next';
import type { ErrorCode } from '../../../../common/api/errors';
import { isApiError } from '../../../api/client';

/** The codes the library pages explain in their own words; any other shows the server's message. */
const EXPLAINED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'LIBRARY_BUNDLE_DAMAGED',
  'LIBRARY_SIGNATURE_INVALID',
  'LIBRARY_OTHER_KEY',
  'LIBRARY_VERSION_NOT_NEWER',
  'LIBRARY_SCHEMA_TOO_NEW',
  'LIBRARY_FOLLOWER_READ_ONLY',
  'LIBRARY_NOT_FOLLOWING',
  'LIBRARY_HUB_UNREACHABLE',
  'STORAGE_FULL',
  'JOB_RUNNING',
]);

/** A library error in plain, translated words: by its code, else the server's own sentence. */
export function libraryErrorText(t: TFunction, code: ErrorCode | null | undefined, message: string): string {
  return code && EXPLAINED.has(code) ? t(`library.errors.${code}`) : message;
}

/** The same for a failed call of the library pages. */
export function libraryFailureText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.isOutage) return t('library.errors.noAnswer');
    return libraryErrorText(t, error.code, error.serverMessage ?? error.message);
  }
  return error instanceof Error ? error.message : t('common.unknownError');
}
