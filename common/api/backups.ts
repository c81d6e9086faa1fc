/** One backup file in `<data-dir>/backups/`, as GET /api/admin/backups lists it (newest first). */
export interface BackupFile {
  name: string;
  bytes: number;
  createdAt: string;
  /** Made by the schedule rather than by an admin or the command line. */
  automatic: boolean;
}

/** What a backup holds, from its manifest; null when the file cannot be read as a backup. */
export interface BackupContents {
  appVersion: string;
  libraryVersion: number | null;
  /** The files inside: `library.db` and the data directory's keys and settings present at the time. */
  files: string[];
  /** How many PDF manuals it holds (every one the library or a revision of it names). */
  documents: number;
}

/** A listed backup with what it holds, as GET and POST /api/admin/backups answer it. */
export interface BackupListing extends BackupFile {
  contents: BackupContents | null;
}

/** Answer of GET /api/admin/backup-status: where backups go, the schedule, a restore waiting. */
export interface BackupStatus {
  /** The data directory: the library, its keys and settings. */
  dataDir: string;
  folder: string;
  /** An automatic backup this often while the library changes; 0: none. */
  everyMinutes: number;
  /** The retention of automatic backups: the newest `today` of today, one a day for `days` days. */
  keep: { today: number; days: number };
  /** A checked backup waits to replace the library at the next start of the server. */
  restorePending: boolean;
  /** The command that restores a backup file kept elsewhere, as this server runs. */
  restoreCommand: RestoreCommand;
}

/**
 * `desktop-app`: the installed app's own executable, run in a terminal; `checkout`: npm, run in the
 * source checkout the server was started from.
 */
export interface RestoreCommand {
  line: string;
  runs: 'desktop-app' | 'checkout';
}

/** Answer of GET /api/admin/backup-status/pending-restore, which editors may read too. */
export interface PendingRestore {
  restorePending: boolean;
}
