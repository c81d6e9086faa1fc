import {
  MAX_FLEET_REPORT_BYTES,
  MAX_REPORT_PROBLEMS,
  MAX_REPORT_ROWS,
  type ReportCounts,
} from '../../common/api/fleet';
import type { Db } from '../db/client';
import { readDayCounts } from '../db/day-counts';

/** Room left in a report for the kiosk's status, the envelope and base64. */
const COUNTS_MAX_BYTES = Math.floor((MAX_FLEET_REPORT_BYTES * 3) / 4) - 16 * 1024;

/** The install's counters of the days `from`..`to`, within a report's caps. */
export const readCounts = (db: Db, from: string, to: string): ReportCounts =>
  capped({ from, to, ...readDayCounts(db, from, to), truncated: false });

export const isEmpty = (counts: ReportCounts) =>
  counts.lookups.length + counts.unfoundSearches.length + counts.helpful.length + counts.problems.length ===
  0;

function sumInto<T>(rows: T[], key: (row: T) => string, add: (into: T, row: T) => void): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const found = byKey.get(key(row));
    if (found) add(found, row);
    else byKey.set(key(row), { ...row });
  }
  return [...byKey.values()];
}

/** Two reports as one covering both ranges: what the oldest queued days become. */
export function mergeCounts(older: ReportCounts, newer: ReportCounts): ReportCounts {
  return capped({
    from: older.from < newer.from ? older.from : newer.from,
    to: older.to > newer.to ? older.to : newer.to,
    lookups: sumInto(
      [...older.lookups, ...newer.lookups],
      (row) => `${row.articleKey}\u0000${row.instructionId}\u0000${row.language}`,
      (into, row) => {
        into.hits += row.hits;
        into.misses += row.misses;
      },
    ),
    unfoundSearches: sumInto(
      [...older.unfoundSearches, ...newer.unfoundSearches],
      (row) => `${row.words}\u0000${row.language}`,
      (into, row) => {
        into.count += row.count;
      },
    ),
    helpful: sumInto(
      [...older.helpful, ...newer.helpful],
      (row) => `${row.instructionId}\u0000${row.language}`,
      (into, row) => {
        into.yes += row.yes;
        into.no += row.no;
      },
    ),
    // The newest words first: past the cap the oldest are the ones left out.
    problems: [...newer.problems, ...older.problems],
    truncated: older.truncated || newer.truncated,
  });
}

/**
 * Keeps each list within its row cap and the whole within the report's size, leaving out the
 * smallest counts first (a number missed once matters less than one missed a hundred times).
 */
function capped(counts: ReportCounts): ReportCounts {
  let rows = MAX_REPORT_ROWS;
  let problems = MAX_REPORT_PROBLEMS;
  const byCount = <T>(list: T[], weight: (row: T) => number) =>
    [...list].sort((a, b) => weight(b) - weight(a));
  const lookups = byCount(counts.lookups, (row) => row.misses * 2 + row.hits);
  const unfound = byCount(counts.unfoundSearches, (row) => row.count);
  const helpful = byCount(counts.helpful, (row) => row.yes + row.no);
  for (;;) {
    const result: ReportCounts = {
      ...counts,
      lookups: lookups.slice(0, rows),
      unfoundSearches: unfound.slice(0, rows),
      helpful: helpful.slice(0, rows),
      problems: counts.problems.slice(0, problems),
    };
    result.truncated =
      counts.truncated ||
      result.lookups.length < lookups.length ||
      result.unfoundSearches.length < unfound.length ||
      result.helpful.length < helpful.length ||
      result.problems.length < counts.problems.length;
    if (Buffer.byteLength(JSON.stringify(result)) <= COUNTS_MAX_BYTES || rows === 0) return result;
    rows = Math.floor(rows / 2);
    problems = Math.floor(problems / 2);
  }
}
