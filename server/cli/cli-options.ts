import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config';
import { isValidHostEntry } from '../../common/host-names';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_MISSED_LOOKUP_LIMITS,
  DEFAULT_PORT,
} from '../config-defaults';

export const MAX_UPLOAD_LIMIT_MB = 1024;
// Ten years: a longer memory of kiosk misses only grows the table.
export const MAX_MISSED_LOOKUP_DAYS = 3650;

export const USAGE = `Usage: npm start -- [options]

  --port <n>             port to listen on, 0 picks a free one (env PORT, default ${DEFAULT_PORT})
  --host <address>       address to listen on (env HOST, default ${DEFAULT_HOST})
  --lan                  listen on every network interface (same as --host 0.0.0.0)
  --allowed-hosts <list> comma-separated extra names the server answers to, e.g. library.shop.lan
                         (env ALLOWED_HOSTS; its own addresses and localhost always work)
  --data-dir <folder>    where library.db lives (env DATA_DIR, default ./${DEFAULT_DATA_DIR})
  --no-demo              do not load the demo catalogue into an empty library (env DEMO=0)
  --library-watch-folder <folder>  a follower applies newer library-vN.tar files dropped here,
                         e.g. a USB stick's mount point (env LIBRARY_WATCH_FOLDER)
  --upload-limit-mb <n>  largest image upload in MB (env UPLOAD_LIMIT_MB, default 10)
  --sync-dir <folder>    folder read by "sync from Excel" (env SYNC_DIR, default <data-dir>/sync)
  --missed-lookup-days <n>
                         forget missed lookups not seen for this many days, 1 to ${MAX_MISSED_LOOKUP_DAYS}
                         (env MISSED_LOOKUP_DAYS, default ${DEFAULT_MISSED_LOOKUP_LIMITS.maxAgeDays})
  --help                 show this text`;

/** A wrong flag or value: the command line prints the message and the usage, and exits with 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

export type StartOptions = Partial<ServerConfig> & { dataDir: string };

export type CliCommand = { help: true } | { help: false; options: StartOptions };

type Env = Readonly<Record<string, string | undefined>>;

function parsePort(value: string, source: string): number {
  if (!/^\d{1,5}$/.test(value.trim()) || Number(value) > 65535) {
    throw new CliUsageError(`${source} must be a port number from 0 to 65535, not "${value}"`);
  }
  return Number(value);
}

function parseUploadLimit(value: string, source: string): number {
  const megabytes = Number(value);
  if (
    value.trim() === '' ||
    !Number.isFinite(megabytes) ||
    megabytes <= 0 ||
    megabytes > MAX_UPLOAD_LIMIT_MB
  ) {
    throw new CliUsageError(
      `${source} must be a number of megabytes above 0 and at most ${MAX_UPLOAD_LIMIT_MB}, not "${value}"`,
    );
  }
  return Math.round(megabytes * 1024 * 1024);
}

function parseMissedLookupDays(value: string, source: string): number {
  if (!/^\d{1,4}$/.test(value.trim()) || Number(value) < 1 || Number(value) > MAX_MISSED_LOOKUP_DAYS) {
    throw new CliUsageError(
      `${source} must be a whole number of days from 1 to ${MAX_MISSED_LOOKUP_DAYS}, not "${value}"`,
    );
  }
  return Number(value);
}

function nonEmpty(value: string, source: string): string {
  if (value.trim() === '') throw new CliUsageError(`${source} must not be empty`);
  return value.trim();
}

function parseAllowedHosts(value: string, source: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.find((entry) => !isValidHostEntry(entry));
  if (wrong !== undefined) {
    throw new CliUsageError(
      `${source} must list host names or addresses separated by commas, not "${wrong}"`,
    );
  }
  return entries;
}

const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

function readFlags(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      allowNegative: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        lan: { type: 'boolean' },
        'allowed-hosts': { type: 'string' },
        'data-dir': { type: 'string' },
        demo: { type: 'boolean' },
        'upload-limit-mb': { type: 'string' },
        'sync-dir': { type: 'string' },
        'missed-lookup-days': { type: 'string' },
        'library-watch-folder': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Flags over environment over defaults; relative folders are resolved later, by startServer. */
export function parseCliCommand(argv: readonly string[], env: Env): CliCommand {
  const flags = readFlags(argv);
  if (flags.help) return { help: true };
  if (flags.lan && flags.host !== undefined) throw new CliUsageError('Use either --lan or --host, not both');

  const options: StartOptions = {
    dataDir: nonEmpty(
      flags['data-dir'] ?? env.DATA_DIR ?? DEFAULT_DATA_DIR,
      flags['data-dir'] !== undefined ? '--data-dir' : 'DATA_DIR',
    ),
    host: flags.lan
      ? '0.0.0.0'
      : nonEmpty(flags.host ?? env.HOST ?? DEFAULT_HOST, flags.host !== undefined ? '--host' : 'HOST'),
    port:
      flags.port !== undefined
        ? parsePort(flags.port, '--port')
        : env.PORT !== undefined
          ? parsePort(env.PORT, 'PORT')
          : DEFAULT_PORT,
    demo: flags.demo ?? !FALSE_WORDS.has((env.DEMO ?? '').trim().toLowerCase()),
  };
  const uploadLimit = flags['upload-limit-mb'] ?? env.UPLOAD_LIMIT_MB;
  if (uploadLimit !== undefined) {
    options.uploadLimitBytes = parseUploadLimit(
      uploadLimit,
      flags['upload-limit-mb'] !== undefined ? '--upload-limit-mb' : 'UPLOAD_LIMIT_MB',
    );
  }
  const allowedHosts = flags['allowed-hosts'] ?? env.ALLOWED_HOSTS;
  if (allowedHosts !== undefined) {
    options.allowedHosts = parseAllowedHosts(
      allowedHosts,
      flags['allowed-hosts'] !== undefined ? '--allowed-hosts' : 'ALLOWED_HOSTS',
    );
  }
  const syncDir = flags['sync-dir'] ?? env.SYNC_DIR;
  if (syncDir !== undefined)
    options.syncDir = nonEmpty(syncDir, flags['sync-dir'] !== undefined ? '--sync-dir' : 'SYNC_DIR');
  const missedDays = flags['missed-lookup-days'] ?? env.MISSED_LOOKUP_DAYS;
  if (missedDays !== undefined) {
    options.missedLookups = {
      ...DEFAULT_MISSED_LOOKUP_LIMITS,
      maxAgeDays: parseMissedLookupDays(
        missedDays,
        flags['missed-lookup-days'] !== undefined ? '--missed-lookup-days' : 'MISSED_LOOKUP_DAYS',
      ),
    };
  }
  const watchFolder = flags['library-watch-folder'] ?? env.LIBRARY_WATCH_FOLDER;
  if (watchFolder !== undefined)
    options.libraryWatchFolder = nonEmpty(
      watchFolder,
      flags['library-watch-folder'] !== undefined ? '--library-watch-folder' : 'LIBRARY_WATCH_FOLDER',
    );
  return { help: false, options };
}
