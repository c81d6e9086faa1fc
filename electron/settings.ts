import { SETTINGS } from '../common/settings/setting-definitions';
import type { SettingValues } from '../common/settings/setting-definitions';

export const SETTINGS_FILE_NAME = 'settings.json';

/** The settings of the desktop app, in the order the settings file documents them. */
export const SHELL_SETTINGS = [
  'mode',
  'idleSeconds',
  'defaultLanguage',
  'lan',
  'lanPort',
  'allowedHosts',
  'missedLookupDays',
  'libraryWatchFolder',
  'backupEveryMinutes',
  'demo',
] as const;

export type ShellSettings = SettingValues<(typeof SHELL_SETTINGS)[number]>;

/** The flags the desktop app reads; shown when one of them has a bad value. */
export const SETTINGS_FLAGS_HELP =
  '--kiosk | --admin | --mode=kiosk|admin, --idle-seconds=N, --language=CODE, --lan | --no-lan, --lan-port=N, ' +
  '--missed-lookup-days=N, --library-watch-folder=FOLDER, --backup-every-minutes=N, --demo | --no-demo';

/** resources/default-settings.json ships the same values, as the template a kiosk install copies. */
export const DEFAULT_SETTINGS: ShellSettings = {
  mode: SETTINGS.mode.default,
  idleSeconds: SETTINGS.idleSeconds.default,
  defaultLanguage: SETTINGS.defaultLanguage.default,
  lan: SETTINGS.lan.default,
  lanPort: SETTINGS.lanPort.default,
  allowedHosts: SETTINGS.allowedHosts.default,
  backupEveryMinutes: SETTINGS.backupEveryMinutes.default,
  demo: SETTINGS.demo.default,
};
