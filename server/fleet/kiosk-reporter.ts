import { statfsSync } from 'node:fs';
import {
  MAX_FLEET_REPORT_FILE_BYTES,
  type KioskReport,
  type KioskStatus,
  type ReportCounts,
  type ReportEnvelope,
  type ThisInstall,
} from '../../common/api/fleet';
import { APP_VERSION } from '../config/app-version';
import type { Db } from '../db/client';
import { latestLibraryVersion } from '../db/library-versions';
import { countedDays } from '../db/day-counts';
import {
  dropQueuedReport,
  queuedReportCount,
  queuedReports,
  queueReports,
  replaceOldestTwo,
} from '../db/fleet-outbox';
import { readFollowSettings, readFollowState } from '../library-bundles/follow-settings';
import { localDay } from '../services/feedback/local-day';
import type { VisitRecorder } from '../services/feedback/visit-recorder';
import { kioskKey, readKioskKey, signReport } from './kiosk-key';
import { readKioskState, writeKioskState, type KioskState } from './kiosk-state';
import { isEmpty, mergeCounts, readCounts } from './report-counts';

/** Whole days waiting for the hub; past this the two oldest are merged into one report. */
const MAX_QUEUED_REPORTS = 60;

interface Outgoing {
  /** The outbox row it came from; null for today's counts so far (sent again until the day ends). */
  outboxId: number | null;
  envelope: ReportEnvelope;
}

/** The hub's answer to one report. */
export interface SendResult {
  status: number;
  code: string | null;
}

/** Sends one envelope to the hub; the network part, so tests and the bench can replace it. */
export type SendReport = (
  hubUrl: string,
  envelope: ReportEnvelope,
  signal: AbortSignal,
) => Promise<SendResult>;

function channelOf(settings: object | undefined): string | null {
  const channel = settings && 'channel' in settings ? settings.channel : null;
  return typeof channel === 'string' ? channel : null;
}

function freeDisk(dataDir: string): number | null {
  try {
    const stat = statfsSync(dataDir);
    return stat.bavail * stat.bsize;
  } catch {
    return null;
  }
}

/**
 * A kiosk's reports to its hub: its counters of each finished day wait in the outbox (bounded,
 * oldest merged first) until the hub takes them; today's counts so far go along each time. Every
 * report is signed by the install's own key with a sequence number that only grows.
 */
export class KioskReporter {
  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly visits: VisitRecorder,
    private readonly send: SendReport,
    private readonly now: () => Date = () => new Date(),
  ) {}

  thisInstall(): ThisInstall {
    const state = readKioskState(this.dataDir);
    return {
      name: state.name,
      keyId: readKioskKey(this.dataDir)?.keyId ?? null,
      queuedReports: queuedReportCount(this.db),
      lastReportAt: state.lastReportAt,
      lastReportCode: state.lastReportCode,
    };
  }

  rename(name: string): void {
    writeKioskState(this.dataDir, { ...readKioskState(this.dataDir), name });
  }

  /**
   * Sends the queued reports, oldest first, then today's so far; stops at the first refusal or
   * failure (the rest stays queued). Never throws: a report is never a reason for a check to fail.
   */
  async sendTo(hubUrl: string, signal: AbortSignal): Promise<void> {
    let code: string | null = null;
    try {
      for (const outgoing of this.outgoing()) {
        const answer = await this.send(hubUrl, outgoing.envelope, signal);
        // A replayed report means the hub has taken it already (its answer was lost on the way).
        const taken = answer.status === 200 || answer.code === 'FLEET_REPORT_REPLAYED';
        if (!taken) {
          code = answer.code ?? `HTTP_${answer.status}`;
          break;
        }
        if (outgoing.outboxId !== null) dropQueuedReport(this.db, outgoing.outboxId);
      }
    } catch {
      code = 'LIBRARY_HUB_UNREACHABLE';
    }
    this.record({ lastReportAt: this.now().toISOString(), lastReportCode: code });
  }

  /**
   * The report file for a USB stick: every queued report and today's, merging the oldest until the
   * file fits its cap. The outbox is kept: only the hub's answer over the network empties it.
   */
  reportFile(): { keyId: string; text: string } {
    for (;;) {
      const outgoing = this.outgoing();
      const text = JSON.stringify({ reports: outgoing.map((item) => item.envelope) });
      const queued = outgoing.filter((item) => item.outboxId !== null).length;
      if (Buffer.byteLength(text) <= MAX_FLEET_REPORT_FILE_BYTES || queued < 2)
        return { keyId: kioskKey(this.dataDir).keyId, text };
      this.mergeOldest();
    }
  }

  /** Queues the finished days, then signs every queued report and today's with fresh sequences. */
  private outgoing(): Outgoing[] {
    this.visits.flush();
    this.queueFinishedDays();
    const key = kioskKey(this.dataDir);
    const status = this.status();
    const today = localDay(this.now());
    const queued = queuedReports(this.db);
    const items: { outboxId: number | null; counts: ReportCounts }[] = queued.map((row) => ({
      outboxId: row.id,
      counts: JSON.parse(row.counts) as ReportCounts,
    }));
    items.push({ outboxId: null, counts: readCounts(this.db, today, today) });
    const state = readKioskState(this.dataDir);
    // Never below the clock: a lost state file must not make the hub take new reports as replays.
    let sequence = Math.max(state.sequence, this.now().getTime() - 1);
    const signed = items.map(({ outboxId, counts }) => {
      sequence += 1;
      const report: KioskReport = { sequence, sentAt: this.now().toISOString(), status, counts };
      const text = JSON.stringify(report);
      return {
        outboxId,
        envelope: { publicKey: key.publicKey, report: text, signature: signReport(key, text) },
      };
    });
    this.record({ sequence });
    return signed;
  }

  private status(): KioskStatus {
    const settings = readFollowSettings(this.dataDir);
    const state = readFollowState(this.dataDir);
    return {
      name: readKioskState(this.dataDir).name,
      channel: channelOf(settings),
      libraryVersion: latestLibraryVersion(this.db)?.version ?? null,
      appVersion: APP_VERSION,
      lastCheck: state.lastCheck,
      lastSuccess: state.lastSuccess,
      lastErrorCode: state.lastErrorCode,
      lastError: state.lastError?.slice(0, 500) ?? null,
      freeDiskBytes: freeDisk(this.dataDir),
    };
  }

  /** Puts each finished day with counters into the outbox, once, then keeps the outbox bounded. */
  private queueFinishedDays(): void {
    const state = readKioskState(this.dataDir);
    const today = localDay(this.now());
    const days = countedDays(this.db, state.queuedThrough ?? '', today);
    queueReports(
      this.db,
      days
        .map((day) => readCounts(this.db, day, day))
        .filter((counts) => !isEmpty(counts))
        .map((counts) => ({ fromDay: counts.from, toDay: counts.to, counts: JSON.stringify(counts) })),
    );
    const yesterday = localDay(new Date(this.now().getTime() - 24 * 60 * 60 * 1000));
    if ((state.queuedThrough ?? '') < yesterday) this.record({ queuedThrough: yesterday });
    while (queuedReportCount(this.db) > MAX_QUEUED_REPORTS) this.mergeOldest();
  }

  private mergeOldest(): void {
    const [older, newer] = queuedReports(this.db, 2);
    if (!older || !newer) return;
    const merged = mergeCounts(
      JSON.parse(older.counts) as ReportCounts,
      JSON.parse(newer.counts) as ReportCounts,
    );
    replaceOldestTwo(this.db, older.id, newer.id, {
      fromDay: merged.from,
      toDay: merged.to,
      counts: JSON.stringify(merged),
    });
  }

  private record(change: Partial<KioskState>): void {
    writeKioskState(this.dataDir, { ...readKioskState(this.dataDir), ...change });
  }
}
