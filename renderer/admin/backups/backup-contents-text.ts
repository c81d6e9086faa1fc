import type { TFunction } from 'i18next';
import type { BackupContents } from '../../../common/api/backups';

/** The admin's words for each file a backup can hold; an unknown one keeps its own name. */
const FILE_KEYS: Record<string, string> = {
  'library.db': 'backups.file.database',
  'session-secret': 'backups.file.sessionSecret',
  'library-signing-key.json': 'backups.file.signingKey',
  'library-follow.json': 'backups.file.followSettings',
  'qr-address.json': 'backups.file.qrAddress',
};

/** "Library version 3 · App 1.0.0" and "library database, sign-in key, signing key, 12 PDF manuals". */
export function backupContentsText(
  contents: BackupContents,
  t: TFunction,
): { versions: string; files: string } {
  const library =
    contents.libraryVersion === null
      ? t('backups.noLibraryVersion')
      : t('backups.libraryVersion', { version: contents.libraryVersion });
  return {
    versions: `${library} · ${t('backups.appVersion', { version: contents.appVersion })}`,
    files: [
      ...contents.files.map((name) => (FILE_KEYS[name] ? t(FILE_KEYS[name]) : name)),
      ...(contents.documents > 0 ? [t('backups.file.documents', { count: contents.documents })] : []),
    ].join(', '),
  };
}
