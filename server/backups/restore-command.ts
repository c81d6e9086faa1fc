import type { RestoreCommand } from '../../common/api/backups';
import type { ServerConfig } from '../config/server-config';

/** Where the admin puts the file's path: the pages ask them to replace it. */
const FILE_PLACEHOLDER = '<backup.tar>';

/**
 * The restore command for a backup file from elsewhere. The desktop app's `--admin` works on the
 * library it serves (electron/maintenance-command.ts), so it needs no `--data-dir`; npm does.
 */
export function restoreCommandOf({ desktopExecutable, dataDir }: ServerConfig): RestoreCommand {
  return desktopExecutable === null
    ? { line: `npm run admin -- restore ${FILE_PLACEHOLDER} --data-dir "${dataDir}"`, runs: 'checkout' }
    : { line: `"${desktopExecutable}" --admin restore ${FILE_PLACEHOLDER}`, runs: 'desktop-app' };
}
