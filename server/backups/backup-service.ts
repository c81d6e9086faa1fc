import { existsSync, statSync } from 'node:fs';
import type { Db } from '../db/client';
import { libraryDatabaseFile } from '../db/client';
import { pruneAutomaticBackups } from './backup-folder';
import { makeBackup } from './make-backup';
import { log } from '../logs/log';

/**
 * Every write of any connection (the server's, a job's worker thread) lands in the WAL first, so
 * the sizes and times of the two files change with every commit: a cheap sign that there is
 * something new to back up.
 */
function librarySignature(dataDir: string): string {
  const database = libraryDatabaseFile(dataDir);
  return [database, `${database}-wal`]
    .map((file) => (existsSync(file) ? `${statSync(file).size}:${statSync(file).mtimeMs}` : '-'))
    .join('|');
}

/**
 * Backups of one data directory, one at a time: an admin's on request, and an automatic one every
 * `intervalMs` while the library changes (none for an untouched one, none at all for 0), followed
 * by the retention rule. A failed automatic backup is logged and tried again at the next turn.
 */
export class BackupService {
  private lastSignature = '';
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    intervalMs: number,
  ) {
    if (intervalMs > 0) {
      this.timer = setInterval(() => void this.automatic(), intervalMs);
      this.timer.unref();
    }
  }

  /** An admin's backup, after any under way; answers its file. */
  now(): Promise<string> {
    return this.enqueue(() => makeBackup(this.db, this.dataDir, { automatic: false }));
  }

  /** Waits for a backup under way, then stops the schedule. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.queue;
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const result = this.queue.then(job);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private automatic(): Promise<void> {
    return this.enqueue(async () => {
      const signature = librarySignature(this.dataDir);
      if (signature === this.lastSignature) return;
      try {
        await makeBackup(this.db, this.dataDir, { automatic: true });
        this.lastSignature = librarySignature(this.dataDir);
        pruneAutomaticBackups(this.dataDir, new Date());
      } catch (error) {
        log.error({ err: error }, 'Automatic backup failed');
      }
    });
  }
}
