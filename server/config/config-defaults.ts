import path from 'node:path';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../../common/limits';
import { SETTINGS } from '../../common/settings/setting-definitions';
import type {
  DocumentBudget,
  FeedbackConfig,
  HubLimits,
  MissedLookupLimits,
  RelayMdnsConfig,
  ProxyConfig,
  ScryptCost,
  SearchConfig,
  ServerConfig,
} from './server-config';

const DEFAULT_HOST = SETTINGS.host.default;
const DEFAULT_PORT = SETTINGS.port.default;
export const DEFAULT_DATA_DIR = SETTINGS.dataDir.default;
const DEFAULT_IMPORT_LIMIT_BYTES = 100 * 1024 * 1024;
/**
 * A 1,000-page manual's text is read in well under a minute on these machines; a file that takes
 * longer, or needs more heap, is hostile or broken rather than large.
 */
const DEFAULT_DOCUMENT_BUDGET: DocumentBudget = { timeMs: 120_000, heapMb: 192 };
const DEFAULT_LIBRARY_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export const DEFAULT_PROXY_CONFIG: ProxyConfig = {
  timeoutMs: 10_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
  cacheMaxBytes: 256 * 1024 * 1024,
  fetchesPerMinute: 60,
};

/**
 * A visitor submits a search, reads, refines: 20 in 10 seconds is far more than typing produces, and
 * a LAN browser has its own allowance. A search normally answers in well under a second.
 */
export const DEFAULT_SEARCH_CONFIG: SearchConfig = {
  rateLimit: { limit: 20, windowMs: 10_000 },
  timeoutMs: 5_000,
  // On a loaded machine 60 ms cut ordinary queries short.
  budgetMs: 150,
};

/**
 * A kiosk is one client address for every visitor at it: 30 answers in 10 minutes is a queue of
 * visitors each answering twice, not one person tapping on. The install takes 300 an hour in all.
 */
const DEFAULT_FEEDBACK_CONFIG: FeedbackConfig = {
  perClient: { limit: 30, windowMs: 10 * 60_000 },
  perInstall: { limit: 300, windowMs: 60 * 60_000 },
  viewsPerClient: { limit: 120, windowMs: 60_000 },
};

export const DEFAULT_MISSED_LOOKUP_LIMITS: MissedLookupLimits = { maxEntries: 10_000, maxAgeDays: 180 };

/**
 * A silent hub ends a check within about 10 s; a trickling one once the download falls behind
 * 64 KiB/s on average. A 425 KB bundle then fails after at most 15 s + 37 s, under the minute.
 */
const DEFAULT_HUB_LIMITS: HubLimits = {
  connectMs: 10_000,
  firstByteMs: 10_000,
  idleMs: 10_000,
  manifestTotalMs: 15_000,
  downloadBaseMs: 30_000,
  minBytesPerSecond: 64 * 1024,
  manifestMaxBytes: 1024 * 1024,
};

/** mDNS's own group and port (RFC 6762) on every interface. */
const DEFAULT_RELAY_MDNS: RelayMdnsConfig = { port: 5353, interface: null };

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): 2^17 takes 128 MiB per hash. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Fills what the caller left out; relative folders are taken from the current directory, the
 * renderer build and the demo catalogue from `appRoot` (the repository, or the unpacked app).
 */
export function resolveServerConfig(
  options: Partial<ServerConfig> & { dataDir: string },
  appRoot: string,
): ServerConfig {
  const dataDir = path.resolve(options.dataDir);
  return {
    host: options.host ?? DEFAULT_HOST,
    allowedHosts: options.allowedHosts ?? [],
    port: options.port ?? DEFAULT_PORT,
    dataDir,
    demo: options.demo ?? true,
    uploadLimitBytes: options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES,
    importLimitBytes: options.importLimitBytes ?? DEFAULT_IMPORT_LIMIT_BYTES,
    documentLimitBytes: options.documentLimitBytes ?? SETTINGS.documentLimitMb.default * 1024 * 1024,
    documentBudget: options.documentBudget ?? DEFAULT_DOCUMENT_BUDGET,
    syncDir: path.resolve(options.syncDir ?? path.join(dataDir, 'sync')),
    rendererDir: path.resolve(options.rendererDir ?? path.join(appRoot, 'dist/renderer')),
    demoDir: path.resolve(options.demoDir ?? path.join(appRoot, 'resources/demo')),
    proxy: options.proxy ?? DEFAULT_PROXY_CONFIG,
    search: options.search ?? DEFAULT_SEARCH_CONFIG,
    missedLookups: options.missedLookups ?? DEFAULT_MISSED_LOOKUP_LIMITS,
    feedback: options.feedback ?? DEFAULT_FEEDBACK_CONFIG,
    backupIntervalMs: options.backupIntervalMs ?? SETTINGS.backupEveryMinutes.default * 60_000,
    libraryCheckIntervalMs: options.libraryCheckIntervalMs ?? DEFAULT_LIBRARY_CHECK_INTERVAL_MS,
    libraryWatchFolder: options.libraryWatchFolder ? path.resolve(options.libraryWatchFolder) : null,
    libraryHubLimits: options.libraryHubLimits ?? DEFAULT_HUB_LIMITS,
    libraryMdns: options.libraryMdns ?? DEFAULT_RELAY_MDNS,
    fleetReportFolder: options.fleetReportFolder ? path.resolve(options.fleetReportFolder) : null,
    desktopExecutable: options.desktopExecutable ?? null,
    passwordCost: options.passwordCost ?? OWASP_SCRYPT_COST,
  };
}
