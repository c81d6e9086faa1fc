import type { BackupService } from './backups/backup-service';
import type { ServerConfig } from './config/server-config';
import type { Db } from './db/client';
import type { FleetService } from './fleet/fleet-service';
import type { JobRunner } from './jobs/job-runner';
import type { LibraryService } from './library-bundles/library-service';
import type { VisitRecorder } from './services/feedback/visit-recorder';
import type { SearchRunner } from './services/instruction-search/search-runner';

/** What every router and service is given at start-up. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Signs the session cookie; kept in the data directory (server/auth/session-secret.ts). */
  sessionSecret: string;
  /** Every long job (CSV import, export and sync; library publish and apply), each in a worker thread. */
  jobs: JobRunner;
  /** Publishing and following signed library bundles. */
  library: LibraryService;
  /** Backups on request and on a schedule. */
  backups: BackupService;
  /** Word search, in a worker thread of its own. */
  search: SearchRunner;
  /** Visitors' lookups, views and answers, counted in memory and written as daily counters. */
  visits: VisitRecorder;
  /** Kiosks' reports: sending this install's, taking and listing the fleet's (a hub). */
  fleet: FleetService;
}
