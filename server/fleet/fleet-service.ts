import { writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import type { FollowerReports } from '../library-bundles/follower';
import { HUB_FOLDER_PATH } from '../library-bundles/library-source';
import { log } from '../logs/log';
import type { VisitRecorder } from '../services/feedback/visit-recorder';
import { FleetHub } from './fleet-hub';
import { KioskReporter, type SendReport } from './kiosk-reporter';
import { ReportFolderWatch } from './report-folder-watch';
import { sendReport } from './report-sender';

/** A hub's folder view at the end of an address, as a kiosk may follow it. */
const HUB_FOLDER_AT_END = new RegExp(`${HUB_FOLDER_PATH}/?$`);

/**
 * The return channel of issue 30: a kiosk's reports (sent after each check of its hub, written
 * onto the stick a bundle was applied from) and the hub's side (taking reports, the fleet list,
 * the folder report files are dropped in).
 */
export class FleetService implements FollowerReports {
  readonly hub: FleetHub;
  readonly reporter: KioskReporter;
  private readonly watch: ReportFolderWatch | undefined;

  constructor(
    db: Db,
    dataDir: string,
    visits: VisitRecorder,
    options: { reportFolder: string | null; send?: SendReport },
  ) {
    this.hub = new FleetHub(db);
    this.reporter = new KioskReporter(db, dataDir, visits, options.send ?? sendReport);
    this.watch = options.reportFolder ? new ReportFolderWatch(options.reportFolder, this.hub) : undefined;
  }

  /**
   * After each check: sends the report to a hub followed by address; a kiosk that follows a folder
   * (a share or a stick) leaves its report file there instead, like the USB watch folder.
   */
  async afterCheck(hubUrl: string, signal: AbortSignal): Promise<void> {
    // A kiosk following the hub's own folder view reports to that hub's server, not under the folder.
    if (/^https?:\/\//i.test(hubUrl))
      await this.reporter.sendTo(hubUrl.replace(HUB_FOLDER_AT_END, ''), signal);
    else this.afterFolderApply(hubUrl);
  }

  /** Writes this kiosk's report file beside the bundle; a full or read-only stick is only logged. */
  afterFolderApply(folder: string): void {
    try {
      const { keyId, text } = this.reporter.reportFile();
      const file = path.join(folder, `kiosk-report-${keyId}.json`);
      const temporary = `${file}.tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, file);
      log.info(`Wrote this kiosk's report for the hub to ${file}`);
    } catch (error) {
      log.warn({ err: error }, `This kiosk's report could not be written to ${folder}`);
    }
  }

  stop(): void {
    this.watch?.stop();
  }
}
