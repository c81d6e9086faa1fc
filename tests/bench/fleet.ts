/**
 * A hub with 1,000 kiosks (issue 30): each sends its signed report of a day of 10,000 lookups
 * (3,000 counter rows: hits, instruction views and 300 missed numbers, plus searches without results,
 * helpful answers and problem texts) over HTTP. Prints the hub's time per report, GET /api/admin/fleet
 * and the merged missed-lookups report, and how the database grows per kiosk-day (a report sent
 * again for the same day replaces its rows). Figures only.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { KioskReport, ReportEnvelope } from '../../common/api/fleet';
import { ApiClient } from '../api/support/api-server';
import { removeDataDir, startServerProcess } from '../support/server-process';
import { printPercentiles, timeAsync, type Percentiles } from './bench-helpers';

const KIOSKS = Number(process.env.BENCH_KIOSKS ?? 1_000);
const LOOKUPS_PER_DAY = 10_000;
const ROWS = 3_000;
const MISSED = 300;
const DAY = '2026-11-25';

export interface FleetFigures {
  kiosks: number;
  reportBytes: number;
  /** Microseconds, as every figure in the saved JSON. */
  ingest: Percentiles;
  /** The same day sent again with a few more lookups: what a kiosk does at every check. */
  ingestAgain: Percentiles;
  fleetList: Percentiles;
  missedLookups: Percentiles;
  feedback: Percentiles;
  bytesPerKioskDay: number;
  bytesAfterResend: number;
}

/** `later`: the same day a check later, when a few dozen rows counted one more. */
function counts(kiosk: number, later = false): KioskReport['counts'] {
  const lookups = Array.from({ length: ROWS }, (_, row) => {
    const missed = row < MISSED;
    const more = later && row % 100 === 0 ? 1 : 0;
    return {
      articleKey: missed ? `MISS-${(row * 7 + kiosk) % 2_000}` : `ART-${(row * 13 + kiosk) % 20_000}`,
      instructionId: missed ? 0 : row % 3 === 0 ? 0 : 1 + (row % 400),
      language: ['en', 'de', 'fr', 'nl', 'it', 'da', 'es'][row % 7] ?? 'en',
      // Together the rows count LOOKUPS_PER_DAY lookups.
      hits: missed ? 0 : Math.floor((LOOKUPS_PER_DAY - MISSED * 2) / (ROWS - MISSED)) + more,
      misses: missed ? 2 + more : 0,
    };
  });
  return {
    from: DAY,
    to: DAY,
    lookups,
    unfoundSearches: Array.from({ length: 100 }, (_, i) => ({
      words: `words ${(i + kiosk) % 500}`,
      language: 'de',
      count: 1 + (i % 4),
    })),
    helpful: Array.from({ length: 200 }, (_, i) => ({ instructionId: 1 + i, language: 'en', yes: 3, no: 1 })),
    problems: Array.from({ length: 5 }, (_, i) => ({
      instructionId: 1 + i,
      language: 'en',
      reason: 'outdated' as const,
      text: `Step ${i} shows an old part`,
    })),
    truncated: false,
  };
}

function envelope(
  key: { privateKey: KeyObject; publicKey: string },
  kiosk: number,
  sequence: number,
  later = false,
): string {
  const report: KioskReport = {
    sequence,
    sentAt: new Date().toISOString(),
    status: {
      name: `Kiosk ${kiosk}`,
      channel: null,
      libraryVersion: 1,
      appVersion: '1.0.0',
      lastCheck: null,
      lastSuccess: null,
      lastErrorCode: null,
      lastError: null,
      freeDiskBytes: 10_000_000_000,
    },
    counts: counts(kiosk, later),
  };
  const text = JSON.stringify(report);
  const signed: ReportEnvelope = {
    publicKey: key.publicKey,
    report: text,
    signature: sign(null, Buffer.from(text), key.privateKey).toString('base64'),
  };
  return JSON.stringify(signed);
}

const databaseBytes = (file: string): number => {
  const sqlite = new Database(file, { readonly: true });
  try {
    const pages = sqlite.pragma('page_count', { simple: true }) as number;
    const free = sqlite.pragma('freelist_count', { simple: true }) as number;
    return (pages - free) * (sqlite.pragma('page_size', { simple: true }) as number);
  } finally {
    sqlite.close();
  }
};

export async function benchFleet(): Promise<FleetFigures> {
  // A server process of its own, as `npm start` runs it: the bench's own signing and sending would
  // otherwise share the hub's thread and count in its times.
  const server = await startServerProcess({ args: ['--no-demo'] });
  const dataDir = server.dataDir;
  try {
    const admin = await new ApiClient(server.url).registerAdmin();
    const keys = Array.from({ length: KIOSKS }, () => {
      const pair = generateKeyPairSync('ed25519');
      return {
        privateKey: pair.privateKey,
        publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      };
    });
    const send = async (body: string) => {
      const response = await fetch(`${server.url}/api/fleet/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    };
    // A kept-alive connection the server closed just then is tried once more on a new one.
    const post = (body: string) => send(body).catch(() => send(body));
    // First contact makes each kiosk pending; an admin approves them all.
    for (const [kiosk, key] of keys.entries()) await post(envelope(key, kiosk, 1));
    const database = path.join(dataDir, 'library.db');
    const approve = new Database(database);
    approve.prepare("UPDATE fleet_kiosks SET approval = 'approved'").run();
    approve.close();
    const before = databaseBytes(database);

    const bodies = keys.map((key, kiosk) => envelope(key, kiosk, 2));
    const statuses: number[] = [];
    const ingest = await timeAsync(async (kiosk) => statuses.push(await post(bodies[kiosk] ?? '')), KIOSKS);
    if (statuses.some((status) => status !== 200))
      throw new Error(`refused reports: ${statuses.filter((s) => s !== 200).length}`);
    const afterDay = databaseBytes(database);
    // The same day again (a kiosk sends today's counts at every check): its rows are replaced.
    const again = keys.map((key, kiosk) => envelope(key, kiosk, 3, true));
    const ingestAgain = await timeAsync(async (kiosk) => {
      if ((await post(again[kiosk] ?? '')) !== 200) throw new Error('a report sent again was refused');
    }, KIOSKS);
    const afterResend = databaseBytes(database);

    const fleetList = await timeAsync(
      () => admin.get('/api/admin/fleet').then((response) => response.arrayBuffer()),
      30,
    );
    const missedLookups = await timeAsync(
      () => admin.get('/api/admin/missed-lookups').then((response) => response.arrayBuffer()),
      30,
    );
    const feedback = await timeAsync(
      () => admin.get('/api/admin/feedback/instructions').then((response) => response.arrayBuffer()),
      30,
    );
    const figures: FleetFigures = {
      kiosks: KIOSKS,
      reportBytes: Buffer.byteLength(bodies[0] ?? ''),
      ingest: printPercentiles(
        `POST /api/fleet/reports (${ROWS} rows, ${Math.round(Buffer.byteLength(bodies[0] ?? '') / 1024)} KB)`,
        ingest,
        { unit: 'ms', labelWidth: 52 },
      ),
      ingestAgain: printPercentiles('POST /api/fleet/reports (the same day again)', ingestAgain, {
        unit: 'ms',
        labelWidth: 52,
      }),
      fleetList: printPercentiles(`GET /api/admin/fleet (${KIOSKS} kiosks)`, fleetList, {
        unit: 'ms',
        labelWidth: 52,
      }),
      missedLookups: printPercentiles('GET /api/admin/missed-lookups (all kiosks)', missedLookups, {
        unit: 'ms',
        labelWidth: 52,
      }),
      feedback: printPercentiles('GET /api/admin/feedback/instructions (all kiosks)', feedback, {
        unit: 'ms',
        labelWidth: 52,
      }),
      bytesPerKioskDay: Math.round((afterDay - before) / KIOSKS),
      bytesAfterResend: afterResend - afterDay,
    };
    console.log(
      `${'database growth per kiosk-day'.padEnd(52)} ${(figures.bytesPerKioskDay / 1024).toFixed(0)} KB (${((afterDay - before) / 1024 / 1024).toFixed(0)} MB for ${KIOSKS} kiosks); the same day sent again: ${(figures.bytesAfterResend / 1024 / 1024).toFixed(1)} MB more`,
    );
    return figures;
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFleet();
