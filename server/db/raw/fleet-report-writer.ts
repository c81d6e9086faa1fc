// Raw SQL: a kiosk's report replaces its counters of the days it covers, thousands of rows, as one
// transaction of prepared statements (measured by tests/bench/fleet.ts). Only the rows whose counts
// changed are written, and the fleet's daily sums (fleet_missed_days, fleet_instruction_days) move
// by the difference, so a kiosk sending today's counts again at every check costs a few rows.
import type { KioskStatus, ReportCounts } from '../../../common/api/fleet';
import { sqliteOf, type Db } from '../client';
import { languageBit } from './fleet-language-bits';

export interface AcceptedReport {
  kioskId: number;
  sequence: number;
  seenAt: string;
  status: KioskStatus;
  counts: ReportCounts;
}

interface Range {
  kioskId: number;
  from: string;
  to: string;
}

type Pair = [number, number];

/** Counters by their key, each a pair (hits and misses, or yes and no, or a count and 0). */
type Counters = Map<string, Pair>;

/** Views, yes and no by (day, instruction, language). */
type Counters3 = Map<string, [number, number, number]>;

const SEPARATOR = '\u0000';
const keyOf = (...parts: (string | number)[]) => parts.join(SEPARATOR);

function add(into: Counters, key: string, first: number, second: number): void {
  const found = into.get(key);
  if (found) {
    found[0] += first;
    found[1] += second;
  } else into.set(key, [first, second]);
}

/** Every key in either map with its counts before and after (0 when absent). */
function* changes(before: Counters, after: Counters): Generator<[string, Pair, Pair]> {
  for (const [key, now] of after) {
    const was = before.get(key) ?? [0, 0];
    if (was[0] !== now[0] || was[1] !== now[1]) yield [key, was, now];
  }
  for (const [key, was] of before) if (!after.has(key)) yield [key, was, [0, 0]];
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
  const range = 'kiosk_id = @kioskId AND day BETWEEN @from AND @to';
  const oldLookups = sqlite
    .prepare<Range, [string, string, number, string, number, number]>(
      `SELECT day, article_key, instruction_id, language, hits, misses FROM fleet_daily_lookups WHERE ${range}`,
    )
    .raw();
  const oldUnfound = sqlite
    .prepare<Range, [string, string, string, number]>(
      `SELECT day, words, language, count FROM fleet_daily_unfound_searches WHERE ${range}`,
    )
    .raw();
  const oldHelpful = sqlite
    .prepare<Range, [string, number, string, number, number]>(
      `SELECT day, instruction_id, language, yes, no FROM fleet_daily_helpful WHERE ${range}`,
    )
    .raw();
  const oldProblems = sqlite
    .prepare<Range, [number, number, string, string, string]>(
      `SELECT id, instruction_id, language, reason, text FROM fleet_problem_reports WHERE ${range}`,
    )
    .raw();

  const setLookup = sqlite.prepare(
    `INSERT INTO fleet_daily_lookups (kiosk_id, day, article_key, instruction_id, language, hits, misses)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET hits = excluded.hits, misses = excluded.misses`,
  );
  const dropLookup = sqlite.prepare(
    `DELETE FROM fleet_daily_lookups
     WHERE kiosk_id = ? AND day = ? AND article_key = ? AND instruction_id = ? AND language = ?`,
  );
  const setUnfound = sqlite.prepare(
    `INSERT INTO fleet_daily_unfound_searches (kiosk_id, day, words, language, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET count = excluded.count`,
  );
  const dropUnfound = sqlite.prepare(
    'DELETE FROM fleet_daily_unfound_searches WHERE kiosk_id = ? AND day = ? AND words = ? AND language = ?',
  );
  const setHelpful = sqlite.prepare(
    `INSERT INTO fleet_daily_helpful (kiosk_id, day, instruction_id, language, yes, no) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET yes = excluded.yes, no = excluded.no`,
  );
  const dropHelpful = sqlite.prepare(
    'DELETE FROM fleet_daily_helpful WHERE kiosk_id = ? AND day = ? AND instruction_id = ? AND language = ?',
  );
  const addProblem = sqlite.prepare(
    `INSERT INTO fleet_problem_reports (kiosk_id, day, instruction_id, language, reason, text)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const dropProblem = sqlite.prepare('DELETE FROM fleet_problem_reports WHERE id = ?');

  const moveMissed = sqlite.prepare(
    `INSERT INTO fleet_missed_days (kind, key, day, count, languages) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET count = count + excluded.count, languages = languages | excluded.languages`,
  );
  const dropEmptyMissed = sqlite.prepare(
    'DELETE FROM fleet_missed_days WHERE kind = ? AND key = ? AND day = ? AND count <= 0',
  );
  const moveInstruction = sqlite.prepare(
    `INSERT INTO fleet_instruction_days (day, instruction_id, language, views, yes, no) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET views = views + excluded.views, yes = yes + excluded.yes, no = no + excluded.no`,
  );
  const dropEmptyInstruction = sqlite.prepare(
    `DELETE FROM fleet_instruction_days
     WHERE day = ? AND instruction_id = ? AND language = ? AND views <= 0 AND yes <= 0 AND no <= 0`,
  );

  /** The fleet's sums move by what changed: misses and words by (kind, key, day), the rest by instruction. */
  function moveSums(missed: Map<string, { count: number; languages: number }>, instructions: Counters3) {
    for (const [key, { count, languages }] of missed) {
      if (count === 0) continue;
      const [kind, text, day] = key.split(SEPARATOR) as [string, string, string];
      moveMissed.run(kind, text, day, count, count > 0 ? languages : 0);
      if (count < 0) dropEmptyMissed.run(kind, text, day);
    }
    for (const [key, [views, yes, no]] of instructions) {
      if (views === 0 && yes === 0 && no === 0) continue;
      const [day, instructionId, language] = key.split(SEPARATOR) as [string, string, string];
      moveInstruction.run(day, Number(instructionId), language, views, yes, no);
      if (views < 0 || yes < 0 || no < 0) dropEmptyInstruction.run(day, Number(instructionId), language);
    }
  }

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
    const where: Range = { kioskId, from: counts.from, to: counts.to };
    // Several source rows may meet in one key (a merged range is kept under its last day): they add up.
    const day = counts.to;
    const missed = new Map<string, { count: number; languages: number }>();
    const instructions: Counters3 = new Map();
    const moveMiss = (kind: string, text: string, on: string, count: number, language: string) => {
      const key = keyOf(kind, text, on);
      const found = missed.get(key);
      if (found) {
        found.count += count;
        found.languages |= languageBit(language);
      } else missed.set(key, { count, languages: languageBit(language) });
    };
    const moveInstructionSums = (key: string, views: number, yes: number, no: number) => {
      const found = instructions.get(key);
      if (found) {
        found[0] += views;
        found[1] += yes;
        found[2] += no;
      } else instructions.set(key, [views, yes, no]);
    };

    const lookupsBefore: Counters = new Map();
    for (const [on, articleKey, instructionId, language, hits, misses] of oldLookups.all(where))
      add(lookupsBefore, keyOf(on, articleKey, instructionId, language), hits, misses);
    const lookupsAfter: Counters = new Map();
    for (const row of counts.lookups) {
      // The hub keeps what it reports on: misses by number, views by instruction and language (not
      // under which number), so a day costs hundreds of rows a kiosk, not thousands.
      if (row.instructionId === 0 && row.misses === 0) continue;
      const articleKey = row.instructionId === 0 ? row.articleKey : '';
      add(lookupsAfter, keyOf(day, articleKey, row.instructionId, row.language), row.hits, row.misses);
    }
    for (const [key, was, now] of changes(lookupsBefore, lookupsAfter)) {
      const [on, articleKey, id, language] = key.split(SEPARATOR) as [string, string, string, string];
      const instructionId = Number(id);
      if (now[0] === 0 && now[1] === 0) dropLookup.run(kioskId, on, articleKey, instructionId, language);
      else setLookup.run(kioskId, on, articleKey, instructionId, language, now[0], now[1]);
      if (instructionId === 0) moveMiss('number', articleKey, on, now[1] - was[1], language);
      else moveInstructionSums(keyOf(on, instructionId, language), now[0] - was[0], 0, 0);
    }

    const unfoundBefore: Counters = new Map();
    for (const [on, words, language, count] of oldUnfound.all(where))
      add(unfoundBefore, keyOf(on, words, language), count, 0);
    const unfoundAfter: Counters = new Map();
    for (const row of counts.unfoundSearches)
      add(unfoundAfter, keyOf(day, row.words, row.language), row.count, 0);
    for (const [key, was, now] of changes(unfoundBefore, unfoundAfter)) {
      const [on, words, language] = key.split(SEPARATOR) as [string, string, string];
      if (now[0] === 0) dropUnfound.run(kioskId, on, words, language);
      else setUnfound.run(kioskId, on, words, language, now[0]);
      moveMiss('words', words, on, now[0] - was[0], language);
    }

    const helpfulBefore: Counters = new Map();
    for (const [on, instructionId, language, yes, no] of oldHelpful.all(where))
      add(helpfulBefore, keyOf(on, instructionId, language), yes, no);
    const helpfulAfter: Counters = new Map();
    for (const row of counts.helpful)
      add(helpfulAfter, keyOf(day, row.instructionId, row.language), row.yes, row.no);
    for (const [key, was, now] of changes(helpfulBefore, helpfulAfter)) {
      const [on, id, language] = key.split(SEPARATOR) as [string, string, string];
      if (now[0] === 0 && now[1] === 0) dropHelpful.run(kioskId, on, Number(id), language);
      else setHelpful.run(kioskId, on, Number(id), language, now[0], now[1]);
      moveInstructionSums(key, 0, now[0] - was[0], now[1] - was[1]);
    }
    moveSums(missed, instructions);

    // A problem sent again keeps its row (its id and whether it was marked done); the others go.
    const kept = new Map<string, number[]>();
    for (const [id, instructionId, language, reason, text] of oldProblems.all(where)) {
      const key = keyOf(instructionId, language, reason, text);
      kept.set(key, [...(kept.get(key) ?? []), id]);
    }
    for (const row of counts.problems) {
      const same = kept.get(keyOf(row.instructionId, row.language, row.reason, row.text));
      if (same && same.length > 0) same.pop();
      else addProblem.run(kioskId, day, row.instructionId, row.language, row.reason, row.text);
    }
    for (const ids of kept.values()) for (const id of ids) dropProblem.run(id);
  });
}
