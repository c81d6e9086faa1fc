/**
 * The fleet's tables (issue 30): what a hub learnt of its kiosks and took from their signed reports,
 * and a kiosk's reports not yet taken. Re-exported by schema.ts, so drizzle-kit and every query see
 * the one schema.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { ProblemReason } from '../../common/api/feedback-limits';
import type { KioskApproval } from '../../common/api/fleet';

/**
 * Kiosks that sent this hub a report (issue 30), by their signing key. A new key is 'pending' until
 * an admin approves it; nothing a pending or revoked kiosk sends is kept but this row. The status
 * columns are what the kiosk said in its last accepted report.
 */
export const fleetKiosks = sqliteTable(
  'fleet_kiosks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    keyId: text('key_id').notNull(),
    publicKey: text('public_key').notNull(),
    approval: text('approval').$type<KioskApproval>().notNull().default('pending'),
    reportedName: text('reported_name').notNull().default(''),
    hubName: text('hub_name'),
    channel: text('channel'),
    libraryVersion: integer('library_version'),
    appVersion: text('app_version'),
    firstSeen: text('first_seen').notNull(),
    lastSeen: text('last_seen').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
    lastSuccess: text('last_success'),
    lastErrorCode: text('last_error_code'),
    lastError: text('last_error'),
    freeDiskBytes: integer('free_disk_bytes'),
  },
  (t) => [uniqueIndex('fleet_kiosks_key').on(t.keyId)],
);

/** A kiosk's daily_lookups as its reports told them; a report replaces the days it covers. */
export const fleetDailyLookups = sqliteTable(
  'fleet_daily_lookups',
  {
    kioskId: integer('kiosk_id').notNull(),
    day: text('day').notNull(),
    articleKey: text('article_key').notNull(),
    instructionId: integer('instruction_id').notNull(),
    language: text('language').notNull(),
    hits: integer('hits').notNull().default(0),
    misses: integer('misses').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kioskId, t.day, t.articleKey, t.instructionId, t.language] }),
    // The fleet's missed numbers (the missed-lookups report) read only these few rows.
    index('fleet_daily_lookups_missed')
      .on(t.articleKey, t.day)
      .where(sql`instruction_id = 0 AND misses > 0`),
  ],
);

/** A kiosk's daily_unfound_searches as its reports told them. */
export const fleetDailyUnfoundSearches = sqliteTable(
  'fleet_daily_unfound_searches',
  {
    kioskId: integer('kiosk_id').notNull(),
    day: text('day').notNull(),
    words: text('words').notNull(),
    language: text('language').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kioskId, t.day, t.words, t.language] })],
);

/** A kiosk's daily_helpful as its reports told them. */
export const fleetDailyHelpful = sqliteTable(
  'fleet_daily_helpful',
  {
    kioskId: integer('kiosk_id').notNull(),
    day: text('day').notNull(),
    instructionId: integer('instruction_id').notNull(),
    language: text('language').notNull(),
    yes: integer('yes').notNull().default(0),
    no: integer('no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kioskId, t.day, t.instructionId, t.language] })],
);

/** Problem reports a kiosk's visitors sent, with their own words. */
export const fleetProblemReports = sqliteTable(
  'fleet_problem_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kioskId: integer('kiosk_id').notNull(),
    day: text('day').notNull(),
    instructionId: integer('instruction_id').notNull(),
    language: text('language').notNull(),
    reason: text('reason').$type<ProblemReason>().notNull(),
    text: text('text').notNull().default(''),
    /** Marked done on the hub by an admin or editor; a report sent again keeps the mark. */
    doneAt: text('done_at'),
  },
  (t) => [
    index('fleet_problem_reports_kiosk_day').on(t.kioskId, t.day),
    index('fleet_problem_reports_open').on(t.doneAt, t.instructionId),
  ],
);

/**
 * The fleet's missed numbers ('number') and searches without results ('words') per day, summed over
 * every kiosk as their reports are taken: the merged reports read these few rows, not each kiosk's.
 * `languages` is a bit per SUPPORTED_LANGUAGES entry.
 */
export const fleetMissedDays = sqliteTable(
  'fleet_missed_days',
  {
    kind: text('kind').$type<'number' | 'words'>().notNull(),
    key: text('key').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull(),
    languages: integer('languages').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.day] }), index('fleet_missed_days_day').on(t.day)],
);

/** Views and helpful answers per day, instruction and language, summed over every kiosk. */
export const fleetInstructionDays = sqliteTable(
  'fleet_instruction_days',
  {
    day: text('day').notNull(),
    instructionId: integer('instruction_id').notNull(),
    language: text('language').notNull(),
    views: integer('views').notNull().default(0),
    yes: integer('yes').notNull().default(0),
    no: integer('no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.instructionId, t.language] })],
);

/**
 * A kiosk's reports of whole days not yet taken by its hub, oldest first; past a bound the two
 * oldest are merged into one, so weeks without a hub cost a bounded, small table.
 */
export const fleetOutbox = sqliteTable('fleet_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  fromDay: text('from_day').notNull(),
  toDay: text('to_day').notNull(),
  counts: text('counts').notNull(),
});
