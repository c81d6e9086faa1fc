import { clearIncomingDocuments } from './services/documents/document-files';
import { removeUnusedDocumentFiles } from './services/documents/instruction-documents';
import { createServer } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadSessionSecret } from './auth/session-secret';
import type { RelayMdnsConfig, ServerConfig } from './config/server-config';
import { resolveServerConfig } from './config/config-defaults';
import { closeDatabase, libraryDatabaseFile, openDatabase } from './db/client';
import { WalCheckpointer } from './workers/wal-checkpointer';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { BackupService } from './backups/backup-service';
import { applyPendingRestore } from './backups/restore-backup';
import { FleetService } from './fleet/fleet-service';
import { JobRunner } from './jobs/job-runner';
import { LibraryService } from './library-bundles/library-service';
import { SearchRunner } from './services/instruction-search/search-runner';
import { VisitRecorder } from './services/feedback/visit-recorder';
import { makePrivateFolder } from './private-files';
import { log, logToDataDir } from './logs/log';
import { LOOPBACK_HOST, WILDCARD_HOSTS } from '../common/settings/listen-hosts';

export interface RunningServer {
  url: string;
  host: string;
  port: number;
  close(): Promise<void>;
}

/** The repository: beside server/ when run from source, beside dist-electron/ once bundled. */
const APP_ROOT = path.resolve(import.meta.dirname, '..');

/** The URL a browser on this machine uses; a wildcard host is reached through the loopback. */
function localUrl(host: string, port: number): string {
  const reachable = WILDCARD_HOSTS.has(host) ? LOOPBACK_HOST : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

const LOOPBACK = /^(127\.|::1$|localhost$)/i;

/**
 * Whether kiosks that hear this server's mDNS advertisement can reach it: it listens beyond this
 * machine, or the advertisement stays on the loopback too (tests).
 */
function reachableBy(host: string, mdns: RelayMdnsConfig): boolean {
  return !LOOPBACK.test(host) || (mdns.interface !== null && LOOPBACK.test(mdns.interface));
}

/**
 * Opens `<dataDir>/library.db` (created and migrated as needed), loads the demo catalogue into an
 * empty database when asked, and listens. Called by the command line and by the Electron shell.
 */
export async function startServer(
  options: Partial<ServerConfig> & { dataDir: string },
): Promise<RunningServer> {
  const config = resolveServerConfig(options, APP_ROOT);
  makePrivateFolder(config.dataDir);
  const stopLogFile = logToDataDir(config.dataDir);
  const restoredAside = applyPendingRestore(config.dataDir);
  if (restoredAside)
    log.info(
      { keptAside: restoredAside },
      'Restored the library from a backup; the one it replaced is kept aside',
    );
  const databaseFile = libraryDatabaseFile(config.dataDir);
  const db = openDatabase(databaseFile);
  const checkpoints = new WalCheckpointer(db, databaseFile);
  clearIncomingDocuments(config.dataDir);
  removeUnusedDocumentFiles(db, config.dataDir);
  const jobs = new JobRunner(db, databaseFile, config.dataDir);
  const visits = new VisitRecorder(db);
  const fleet = new FleetService(db, config.dataDir, visits, { reportFolder: config.fleetReportFolder });
  const library = new LibraryService(db, config.dataDir, jobs, {
    checkIntervalMs: config.libraryCheckIntervalMs,
    watchFolder: config.libraryWatchFolder,
    hubLimits: config.libraryHubLimits,
    mdns: config.libraryMdns,
    reports: fleet,
  });
  const backups = new BackupService(db, config.dataDir, config.backupIntervalMs);
  const search = new SearchRunner(databaseFile, config.search);
  try {
    if (config.demo) seedDemoIfEmpty(db, config.demoDir);
    const server = createServer(
      createApp({
        db,
        config,
        sessionSecret: loadSessionSecret(config.dataDir),
        jobs,
        library,
        backups,
        search,
        visits,
        fleet,
      }),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    library.listening(port, reachableBy(config.host, config.libraryMdns));
    let closing: Promise<void> | undefined;
    return {
      url: localUrl(config.host, port),
      host: config.host,
      port,
      close: () => {
        visits.stop();
        fleet.stop();
        closing ??= Promise.all([
          jobs.stop(),
          library.stop(),
          backups.stop(),
          search.stop(),
          checkpoints.stop(),
        ]).then(
          () =>
            new Promise<void>((resolve, reject) => {
              server.close((error) => {
                closeDatabase(db);
                void stopLogFile();
                if (error) reject(error);
                else resolve();
              });
              server.closeAllConnections();
            }),
        );
        return closing;
      },
    };
  } catch (error) {
    visits.stop();
    fleet.stop();
    await Promise.all([
      jobs.stop(),
      library.stop(),
      backups.stop(),
      search.stop(),
      checkpoints.stop(),
      stopLogFile(),
    ]);
    closeDatabase(db);
    throw error;
  }
}
