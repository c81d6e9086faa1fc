export interface ProxyConfig {
  /** Whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** The kept images are trimmed, oldest first, to this total. */
  cacheMaxBytes: number;
  /** Per client address: fetches of images not kept yet, so nobody can use us to fill the disk. */
  fetchesPerMinute: number;
}

/** Public word search (issue 23): what one client may ask, and how long one search may run. */
export interface SearchConfig {
  /** Per client address: searches in `windowMs`; past them 429 until the window ends. */
  rateLimit: { limit: number; windowMs: number };
  /** A search not answered in this time answers 503 and its worker is replaced. */
  timeoutMs: number;
  /**
   * Time one search may spend finding matches: past it, the weaker kinds of match and the other
   * languages are left out and the answer says it is incomplete.
   */
  budgetMs: number;
}

/** A number of requests in a window of time, past which 429 until the window ends. */
export interface RequestAllowance {
  limit: number;
  windowMs: number;
}

/**
 * Visitor feedback (issue 30): what one client address may send and what the whole install takes,
 * so one visitor cannot flood the reports and a kiosk's shared address still serves its queue.
 */
export interface FeedbackConfig {
  perClient: RequestAllowance;
  perInstall: RequestAllowance;
  /** Instruction views, sent once per instruction shown: far more than answers, still bounded. */
  viewsPerClient: RequestAllowance;
}

/** Bounds of the missed-lookups table (server/db/missed-lookups.ts). */
export interface MissedLookupLimits {
  /** Distinct entries kept; the least recently seen go first. */
  maxEntries: number;
  /** Entries not seen for this many days are purged. */
  maxAgeDays: number;
}

/**
 * How much a follower reads from its hub and how long it waits, so a hub that is slow, silent or
 * hostile cannot hold a check, the memory or the disk of a kiosk.
 */
export interface HubLimits {
  /** Until the TCP (and TLS) connection stands. */
  connectMs: number;
  /** From the connection to the answer's first bytes (status and headers). */
  firstByteMs: number;
  /** Longest silence while the body arrives. */
  idleMs: number;
  /** The whole `GET /api/library/latest`, connection included. */
  manifestTotalMs: number;
  /** A bundle download may take this long plus its size at `minBytesPerSecond`. */
  downloadBaseMs: number;
  minBytesPerSecond: number;
  /** The answer of `GET /api/library/latest`: a manifest and a signature, a few kilobytes. */
  manifestMaxBytes: number;
}

/**
 * Where kiosks advertise and find a shop's relay by mDNS: the standard port 5353 on every
 * interface; tests name the loopback and a port of their own so nothing leaves the machine.
 */
export interface RelayMdnsConfig {
  port: number;
  /** An IPv4 address of the interface to multicast on; null: every interface. */
  interface: string | null;
}

/** The work of one scrypt password hash: N (a power of two) sets both its time and its memory, 128·N·r bytes. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** What reading one uploaded PDF's text may cost before the upload is refused as too complex. */
export interface DocumentBudget {
  timeMs: number;
  /** The reading thread's JavaScript heap in megabytes. */
  heapMb: number;
}

/** Everything the server needs to start; built from flags over environment over defaults. */
export interface ServerConfig {
  host: string;
  /** Extra Host names answered besides this machine's own (server/security/allowed-hosts.ts). */
  allowedHosts: string[];
  /** 0 picks a free port. */
  port: number;
  /** Holds library.db (and the default sync folder). */
  dataDir: string;
  /** Load the demo catalogue into an empty database. */
  demo: boolean;
  uploadLimitBytes: number;
  /** PDF manuals (--document-limit-mb). */
  documentLimitBytes: number;
  documentBudget: DocumentBudget;
  /** CSV imports: a whole catalogue of article numbers is far larger than one image. */
  importLimitBytes: number;
  /** Folder that POST /api/admin/article-numbers/sync-from-excel reads .xlsx and .csv files from. */
  syncDir: string;
  /** The renderer's production build; served for every non-/api path when it exists. */
  rendererDir: string;
  /** resources/demo: the demo catalogue's JSON files and images. */
  demoDir: string;
  proxy: ProxyConfig;
  search: SearchConfig;
  /** Bounds of the missed-lookups table, so years of scanner noise cannot grow the database. */
  missedLookups: MissedLookupLimits;
  feedback: FeedbackConfig;
  /** An automatic backup this often while the library changes; 0: none. */
  backupIntervalMs: number;
  /** A follower asks its hub for a newer library this often. */
  libraryCheckIntervalMs: number;
  /** A folder (a USB stick's mount point) where a follower picks up newer bundle files by itself. */
  libraryWatchFolder: string | null;
  /** Size caps and time limits of a follower's reads from its hub. */
  libraryHubLimits: HubLimits;
  /** mDNS for finding a shop's relay (follow settings `serveOthers` and `findRelay`). */
  libraryMdns: RelayMdnsConfig;
  /** A hub's folder where kiosks' report files (brought on a stick) are imported by themselves. */
  fleetReportFolder: string | null;
  /**
   * The installed desktop app's executable when this server runs inside it, so the pages name its
   * admin commands (`<it> --admin restore …`, electron/maintenance-command.ts) rather than npm's,
   * which needs a source checkout; null for a server started from a checkout.
   */
  desktopExecutable: string | null;
  /**
   * New passwords are hashed at this cost and weaker stored hashes are hashed again at sign-in.
   * Not a setting: OWASP's minimum everywhere, only the test servers choose a cheaper one.
   */
  passwordCost: ScryptCost;
}
