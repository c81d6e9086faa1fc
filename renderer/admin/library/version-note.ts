import type { TFunction } from 'i18next';
import type { LibraryVersionInfo } from '../../../common/api/library-bundles';

/**
 * A version's note as the page shows it. A rollback's note is an English sentence signed into its
 * manifest for apps made before `rollbackOf`; this app says it in the reader's language instead.
 */
export function versionNote(served: LibraryVersionInfo, t: TFunction): string {
  return served.rollbackOf === null ? served.note : t('library.rollbackNote', { version: served.rollbackOf });
}
