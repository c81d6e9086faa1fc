import { generateKeyPairSync, sign } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {
  FleetList,
  KioskReport,
  ReportCounts,
  ReportEnvelope,
  ThisInstall,
} from '../../../common/api/fleet';
import { readKioskKey, signReport } from '../../../server/fleet/kiosk-key';
import type { ApiClient, TestServer } from './api-server';

export const fleetList = (admin: ApiClient) => admin.getJson<FleetList>('/api/admin/fleet');
export const thisInstall = (admin: ApiClient) => admin.getJson<ThisInstall>('/api/admin/fleet/this-install');

/** Runs `use` on the server's database file through a second connection, as another process would. */
export function withDatabase<T>(server: TestServer, use: (sqlite: Database.Database) => T): T {
  const sqlite = new Database(path.join(server.dataDir, 'library.db'));
  try {
    return use(sqlite);
  } finally {
    sqlite.close();
  }
}

/** The misses of an article number the hub counted from all its kiosks' reports. */
export const hubMisses = (hub: TestServer, articleKey: string) =>
  withDatabase(hub, (sqlite) =>
    sqlite
      .prepare<[string], { misses: number | null }>(
        'SELECT sum(misses) AS misses FROM fleet_daily_lookups WHERE article_key = ?',
      )
      .get(articleKey),
  )?.misses ?? 0;

/** A report signed with the kiosk's own key (read from its data folder), as a forger with the key would. */
export function signedByKiosk(kiosk: TestServer, report: KioskReport): ReportEnvelope {
  const key = readKioskKey(kiosk.dataDir);
  if (!key) throw new Error('the kiosk has no report key yet');
  const text = JSON.stringify(report);
  return { publicKey: key.publicKey, report: text, signature: signReport(key, text) };
}

export const postReport = (hub: TestServer, body: string) =>
  fetch(`${hub.url}/api/fleet/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

export const emptyCounts = (day: string) => ({
  from: day,
  to: day,
  lookups: [],
  unfoundSearches: [],
  helpful: [],
  problems: [],
  truncated: false,
});

export const someStatus = {
  name: 'Forged',
  channel: null,
  libraryVersion: 1,
  appVersion: '1.0.0',
  lastCheck: null,
  lastSuccess: null,
  lastErrorCode: null,
  lastError: null,
  freeDiskBytes: 1,
};

/** A kiosk made up by a test: its own key, reports with a growing sequence, sent straight to the hub. */
export class MadeUpKiosk {
  private readonly key = generateKeyPairSync('ed25519');
  private sequence = 0;

  constructor(
    private readonly hub: TestServer,
    readonly name: string,
  ) {}

  /** Sends the counts of a day; answers the hub's status code. */
  async report(counts: ReportCounts): Promise<number> {
    this.sequence += 1;
    const text = JSON.stringify({
      sequence: this.sequence,
      sentAt: new Date().toISOString(),
      status: { ...someStatus, name: this.name },
      counts,
    } satisfies KioskReport);
    const envelope: ReportEnvelope = {
      publicKey: this.key.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      report: text,
      signature: sign(null, Buffer.from(text), this.key.privateKey).toString('base64'),
    };
    const response = await postReport(this.hub, JSON.stringify(envelope));
    await response.arrayBuffer();
    return response.status;
  }
}
