// Raw SQL: a kiosk's report replaces its counters of the days it covers, thousands of rows, as one
// transaction of prepared statements (measured by tests/bench/fleet.ts).
import type { KioskStatus, ReportCounts } from '../../../common/api/fleet';
import { sqliteOf, type Db } from '../client';

export interface AcceptedReport {
  kioskId: number;
  sequence: number;
  seenAt: string;
  status: KioskStatus;
  counts: ReportCounts;
}

/** Writes an accepted report: the kiosk's status and sequence, and its counters of `from`..`to`. */
export function prepareFleetReportWriter(db: Db): (report: AcceptedReport) => void {
  const sqlite = sqliteOf(db);
  const status = sqlite.prepare(
    `UPDATE fleet_kiosks SET reported_name = @name, channel = @channel, library_version = @libraryVersion,
       app_version = @appVersion, last_seen = @seenAt, last_sequence = @sequence,
       last_success = @lastSuccess, last_error_code = @lastErrorCode, last_error = @lastError,
       free_disk_bytes = @freeDiskBytes
     WHERE id = @kioskId`,
  );
  const forget = [
    'fleet_daily_lookups',
    'fleet_daily_unfound_searches',
    'fleet_daily_helpful',
    'fleet_problem_reports',
  ].map((table) => sqlite.prepare(`DELETE FROM ${table} WHERE kiosk_id = ? AND day BETWEEN ? AND ?`));
  // Several source rows may meet in one key (a merged range is kept under its last day): they add up.
  const lookup = sqlite.prepare(
    `INSERT INTO fleet_daily_lookups (kiosk_id, day, article_key, instruction_id, language, hits, misses)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET hits = hits + excluded.hits, misses = misses + excluded.misses`,
  );
  const unfound = sqlite.prepare(
    `INSERT INTO fleet_daily_unfound_searches (kiosk_id, day, words, language, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET count = count + excluded.count`,
  );
  const helpful = sqlite.prepare(
    `INSERT INTO fleet_daily_helpful (kiosk_id, day, instruction_id, language, yes, no) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET yes = yes + excluded.yes, no = no + excluded.no`,
  );
  const problem = sqlite.prepare(
    `INSERT INTO fleet_problem_reports (kiosk_id, day, instruction_id, language, reason, text)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  return sqlite.transaction(({ kioskId, sequence, seenAt, status: said, counts }: AcceptedReport) => {
    status.run({
      kioskId,
      sequence,
      seenAt,
      name: said.name,
      channel: said.channel,
      libraryVersion: said.libraryVersion,
      appVersion: said.appVersion,
      lastSuccess: said.lastSuccess,
      lastErrorCode: said.lastErrorCode,
      lastError: said.lastError,
      freeDiskBytes: said.freeDiskBytes,
    });
    for (const statement of forget) statement.run(kioskId, counts.from, counts.to);
    const day = counts.to;
    for (const row of counts.lookups) {
      // The hub keeps what it reports on: misses by number, views by instruction and language (not
      // under which number), so a day costs hundreds of rows a kiosk, not thousands.
      if (row.instructionId === 0 && row.misses === 0) continue;
      const articleKey = row.instructionId === 0 ? row.articleKey : '';
      lookup.run(kioskId, day, articleKey, row.instructionId, row.language, row.hits, row.misses);
    }
    for (const row of counts.unfoundSearches) unfound.run(kioskId, day, row.words, row.language, row.count);
    for (const row of counts.helpful)
      helpful.run(kioskId, day, row.instructionId, row.language, row.yes, row.no);
    for (const row of counts.problems)
      problem.run(kioskId, day, row.instructionId, row.language, row.reason, row.text);
  });
}
