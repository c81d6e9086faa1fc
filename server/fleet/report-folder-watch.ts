import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { MAX_FLEET_REPORT_FILE_BYTES } from '../../common/api/fleet';
import { log } from '../logs/log';
import type { FleetHub } from './fleet-hub';
import { importReports, parseReportFile } from './report-file-import';

const POLL_MS = 2_000;
const REPORT_FILE_PATTERN = /^kiosk-report-[0-9a-f]{16}\.json$/;
/** Where a taken file goes, so it is not read twice and an admin can still look at it. */
const DONE_FOLDER = 'imported';

/**
 * The hub's report folder: a kiosk's report file copied there from a stick is imported once its
 * size and time stood still between two looks, then moved to `imported/`.
 */
export class ReportFolderWatch {
  private readonly seen = new Map<string, string>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly folder: string,
    private readonly hub: FleetHub,
  ) {
    this.timer = setInterval(() => this.look(), POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private look(): void {
    if (!existsSync(this.folder)) return;
    for (const name of readdirSync(this.folder).filter((entry) => REPORT_FILE_PATTERN.test(entry))) {
      const file = path.join(this.folder, name);
      try {
        const stat = statSync(file);
        const stamp = `${stat.size}:${stat.mtimeMs}`;
        const steady = this.seen.get(file) === stamp;
        this.seen.set(file, stamp);
        if (!steady) continue;
        this.seen.delete(file);
        this.take(file, stat.size);
      } catch (error) {
        log.warn({ err: error }, `The kiosk report file ${file} could not be read`);
      }
    }
  }

  private take(file: string, size: number): void {
    const done = path.join(this.folder, DONE_FOLDER);
    mkdirSync(done, { recursive: true });
    const target = path.join(done, `${Date.now()}-${path.basename(file)}`);
    if (size > MAX_FLEET_REPORT_FILE_BYTES) {
      log.warn(`The kiosk report file ${file} is larger than ${MAX_FLEET_REPORT_FILE_BYTES} bytes; not read`);
      renameSync(file, target);
      return;
    }
    try {
      const results = importReports(this.hub, parseReportFile(readFileSync(file, 'utf8')));
      const taken = results.filter((result) => result.accepted).length;
      log.info(`Imported ${taken} of ${results.length} kiosk reports from ${file}`);
    } catch (error) {
      log.warn(
        `The kiosk report file ${file} was refused: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    renameSync(file, target);
  }
}
