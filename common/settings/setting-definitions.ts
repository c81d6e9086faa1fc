import { SHELL_MODES, type ShellMode } from '../kiosk-bridge';
import { SUPPORTED_LANGUAGES, type Language } from '../languages';
import { LOOPBACK_HOST } from './listen-hosts';
import {
  hostList,
  nonEmptyText,
  oneOf,
  onOff,
  positiveNumber,
  wholeNumber,
  type ValueType,
} from './value-types';

/**
 * One setting, the same wherever it is given. Its key is its name in the desktop's settings.json;
 * the flag (without the leading dashes) and the environment variable are the other ways to give it.
 */
export interface SettingDefinition<T> {
  flag?: string;
  /** Switches that stand for one value, e.g. --admin for --mode=admin; they win over the flag. */
  shortcuts?: Readonly<Record<string, T>>;
  env?: string;
  type: ValueType<T>;
  /** Absent: the side that uses the setting decides (the sync folder follows the data folder). */
  default?: T;
}

const MAX_UPLOAD_LIMIT_MB = 1024;
const MAX_DOCUMENT_LIMIT_MB = 4096;
// Ten years: a longer memory of kiosk misses only grows the table.
export const MAX_MISSED_LOOKUP_DAYS = 3650;
const MAX_BACKUP_EVERY_MINUTES = 7 * 24 * 60;
const MIN_IDLE_SECONDS = 10;
const MAX_IDLE_SECONDS = 24 * 60 * 60;

function define<T>(definition: SettingDefinition<T> & { default: T }): SettingDefinition<T> & { default: T };
function define<T>(definition: SettingDefinition<T>): SettingDefinition<T>;
function define<T>(definition: SettingDefinition<T>): SettingDefinition<T> {
  return definition;
}

/** Every setting of the server and of the desktop app. Each side picks the ones it has. */
export const SETTINGS = {
  port: define({ flag: 'port', env: 'PORT', type: wholeNumber('a port number', 0, 65535), default: 3000 }),
  host: define({ flag: 'host', env: 'HOST', type: nonEmptyText, default: LOOPBACK_HOST }),
  /** Also listen on every network interface, so browsers on the shop network reach the same pages. */
  lan: define({ flag: 'lan', type: onOff, default: false }),
  /** Extra names the server answers to, e.g. a shop DNS name; its own addresses always work. */
  allowedHosts: define<string[]>({
    flag: 'allowed-hosts',
    env: 'ALLOWED_HOSTS',
    type: hostList,
    default: [],
  }),
  dataDir: define({ flag: 'data-dir', env: 'DATA_DIR', type: nonEmptyText, default: 'data' }),
  /** Load the demo catalogue into an empty library. */
  demo: define({ flag: 'demo', env: 'DEMO', type: onOff, default: true }),
  uploadLimitMb: define({
    flag: 'upload-limit-mb',
    env: 'UPLOAD_LIMIT_MB',
    type: positiveNumber('a number of megabytes', MAX_UPLOAD_LIMIT_MB),
  }),
  /** The largest PDF manual an admin can attach (issue 27). */
  documentLimitMb: define({
    flag: 'document-limit-mb',
    env: 'DOCUMENT_LIMIT_MB',
    type: positiveNumber('a number of megabytes', MAX_DOCUMENT_LIMIT_MB),
    default: 100,
  }),
  syncDir: define({ flag: 'sync-dir', env: 'SYNC_DIR', type: nonEmptyText }),
  /** Missed lookups not seen for this many days are forgotten. */
  missedLookupDays: define({
    flag: 'missed-lookup-days',
    env: 'MISSED_LOOKUP_DAYS',
    type: wholeNumber('a whole number of days', 1, MAX_MISSED_LOOKUP_DAYS),
  }),
  /** An automatic backup this often while the library changes; 0 turns them off. */
  backupEveryMinutes: define({
    flag: 'backup-every-minutes',
    env: 'BACKUP_EVERY_MINUTES',
    type: wholeNumber('a whole number of minutes', 0, MAX_BACKUP_EVERY_MINUTES),
    default: 60,
  }),
  /** A folder (a USB stick's mount point) where a follower picks up newer library bundles by itself. */
  libraryWatchFolder: define({
    flag: 'library-watch-folder',
    env: 'LIBRARY_WATCH_FOLDER',
    type: nonEmptyText,
  }),
  /** A hub's folder where kiosks' report files brought on a USB stick are imported by themselves. */
  fleetReportFolder: define({
    flag: 'fleet-report-folder',
    env: 'FLEET_REPORT_FOLDER',
    type: nonEmptyText,
  }),
  /** The desktop app's start screen: the kiosk or the admin area. */
  mode: define<ShellMode>({
    flag: 'mode',
    shortcuts: { admin: 'admin', kiosk: 'kiosk' },
    type: oneOf(SHELL_MODES),
    default: 'kiosk',
  }),
  /** The kiosk goes back to its start screen after this long without a touch. */
  idleSeconds: define({
    flag: 'idle-seconds',
    type: wholeNumber('a whole number of seconds', MIN_IDLE_SECONDS, MAX_IDLE_SECONDS),
    default: 120,
  }),
  defaultLanguage: define<Language>({ flag: 'language', type: oneOf(SUPPORTED_LANGUAGES), default: 'en' }),
  /** Fixed, so the address other machines bookmark survives a restart. */
  lanPort: define({ flag: 'lan-port', type: wholeNumber('a port number', 1024, 65535), default: 8080 }),
};

type SettingsCatalogue = typeof SETTINGS;
export type SettingKey = keyof SettingsCatalogue;

type ValueOf<D> = D extends SettingDefinition<infer T> ? T : never;

/** What a resolver answers for the chosen keys: settings with a default are always there. */
export type SettingValues<K extends SettingKey> = {
  [P in K as SettingsCatalogue[P] extends { default: unknown } ? P : never]: ValueOf<SettingsCatalogue[P]>;
} & {
  [P in K as SettingsCatalogue[P] extends { default: unknown } ? never : P]?: ValueOf<SettingsCatalogue[P]>;
};
