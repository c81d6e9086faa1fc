import { MAX_MISSED_LOOKUP_DAYS, SETTINGS } from '../../common/settings/setting-definitions';
import { resolveSettings } from '../../common/settings/resolve-settings';
import { LAN_HOST } from '../../common/settings/listen-hosts';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../../common/limits';
import { DEFAULT_MISSED_LOOKUP_LIMITS, OWASP_SCRYPT_COST } from '../config/config-defaults';
import type { ScryptCost } from '../config/server-config';
import { startOptionsFromSettings, type StartOptions } from '../config/settings-to-config';

export const USAGE = `Usage: npm start -- [options]

  --port <n>             port to listen on, 0 picks a free one (env PORT, default ${SETTINGS.port.default})
  --host <address>       address to listen on (env HOST, default ${SETTINGS.host.default})
  --lan                  listen on every network interface (same as --host ${LAN_HOST})
  --allowed-hosts <list> comma-separated extra names the server answers to, e.g. library.shop.lan
                         (env ALLOWED_HOSTS; its own addresses and localhost always work)
  --data-dir <folder>    where library.db lives (env DATA_DIR, default ./${SETTINGS.dataDir.default})
  --no-demo              do not load the demo catalogue into an empty library (env DEMO=0)
  --library-watch-folder <folder>  a follower applies newer library-vN.tar files dropped here,
                         e.g. a USB stick's mount point (env LIBRARY_WATCH_FOLDER)
  --fleet-report-folder <folder>  a hub imports kiosks' report files (kiosk-report-*.json)
                         dropped here (env FLEET_REPORT_FOLDER)
  --upload-limit-mb <n>  largest image upload in MB (env UPLOAD_LIMIT_MB, default ${DEFAULT_UPLOAD_LIMIT_BYTES / 1024 / 1024})
  --document-limit-mb <n>
                         largest PDF manual in MB (env DOCUMENT_LIMIT_MB, default ${SETTINGS.documentLimitMb.default})
  --sync-dir <folder>    folder read by "sync from Excel" (env SYNC_DIR, default <data-dir>/sync)
  --missed-lookup-days <n>
                         forget missed lookups not seen for this many days, 1 to ${MAX_MISSED_LOOKUP_DAYS}
                         (env MISSED_LOOKUP_DAYS, default ${DEFAULT_MISSED_LOOKUP_LIMITS.maxAgeDays})
  --version              print the app's version
  --backup-every-minutes <n>
                         an automatic backup into <data-dir>/backups this often while the library
                         changes, 0 for none (env BACKUP_EVERY_MINUTES, default ${SETTINGS.backupEveryMinutes.default})
  --help                 show this text`;

/** A wrong flag or value: the command line prints the message and the usage, and exits with 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

export type CliCommand = { kind: 'help' } | { kind: 'version' } | { kind: 'start'; options: StartOptions };

const SERVER_SETTINGS = [
  'port',
  'host',
  'lan',
  'allowedHosts',
  'dataDir',
  'demo',
  'uploadLimitMb',
  'documentLimitMb',
  'syncDir',
  'missedLookupDays',
  'libraryWatchFolder',
  'fleetReportFolder',
  'backupEveryMinutes',
] as const;

/**
 * The test suite's servers and `npm run admin` hash at scrypt's N=2^14 (eight times less work than
 * OWASP's 2^17) through this variable, so hundreds of sign-ins stay quick; no user setting, so it is
 * neither in the usage nor above OWASP's default, and never below 2^14, the cost of every hash
 * before OWASP's was adopted.
 */
const TEST_PASSWORD_COST_VARIABLE = 'PASSWORD_SCRYPT_N';
const CHEAPEST_PASSWORD_N = 2 ** 14;

export function passwordCostFrom(env: Readonly<Record<string, string | undefined>>): ScryptCost | undefined {
  const text = env[TEST_PASSWORD_COST_VARIABLE];
  if (text === undefined) return undefined;
  const N = Number(text);
  const powerOfTwo = Number.isInteger(N) && N > 0 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N < CHEAPEST_PASSWORD_N || N > OWASP_SCRYPT_COST.N)
    throw new CliUsageError(
      `${TEST_PASSWORD_COST_VARIABLE} must be a power of two from ${CHEAPEST_PASSWORD_N} to ${OWASP_SCRYPT_COST.N}`,
    );
  return { ...OWASP_SCRYPT_COST, N };
}

/** Flags over environment over defaults; relative folders are resolved later, by startServer. */
export function parseCliCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliCommand {
  const { values, origins, switches, problems } = resolveSettings(
    SERVER_SETTINGS,
    { args: argv, env },
    { unknownFlags: 'refuse', switches: { help: { short: 'h' }, version: { short: 'v' } } },
  );
  if (switches.help) return { kind: 'help' };
  if (switches.version) return { kind: 'version' };
  const [problem] = problems;
  if (problem) throw new CliUsageError(problem.message);
  if (values.lan && origins.host === 'flag') throw new CliUsageError('Use either --lan or --host, not both');

  const { lan, allowedHosts, backupEveryMinutes, documentLimitMb, ...chosen } = values;
  const passwordCost = passwordCostFrom(env);
  const options = startOptionsFromSettings({
    ...chosen,
    host: lan ? LAN_HOST : values.host,
    // Left out when not chosen, so the server's own defaults (and their origin) stay visible.
    ...(origins.allowedHosts === 'default' ? {} : { allowedHosts }),
    ...(origins.backupEveryMinutes === 'default' ? {} : { backupEveryMinutes }),
    ...(origins.documentLimitMb === 'default' ? {} : { documentLimitMb }),
  });
  return { kind: 'start', options: passwordCost ? { ...options, passwordCost } : options };
}
