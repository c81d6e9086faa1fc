/**
 * What visitors did (issue 30): lookups, unfound searches and "Was this helpful?" answers as
 * counters per local day, and their problem reports. Nothing identifies a visitor. Re-exported by
 * schema.ts, so drizzle-kit and every query see the one schema.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { ProblemReason } from '../../common/api/feedback-limits';
import type { Language } from '../../common/languages';

/**
 * What visitors looked up, per local day (issue 30): counters, never events, so a busy kiosk adds
 * a few rows a day. `instructionId` 0 is the article lookup itself (its hits and misses), any other
 * an instruction shown under `articleKey` ('' when opened from the word search). `language` is the
 * visitor's interface language, '' when none was sent. No address or anything else of the visitor.
 */
export const dailyLookups = sqliteTable(
  'daily_lookups',
  {
    day: text('day').notNull(),
    articleKey: text('article_key').notNull(),
    instructionId: integer('instruction_id').notNull(),
    language: text('language').notNull(),
    hits: integer('hits').notNull().default(0),
    misses: integer('misses').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.articleKey, t.instructionId, t.language] }),
    index('daily_lookups_instruction').on(t.instructionId, t.language),
  ],
);

/** Word searches that found nothing, per local day, folded words and interface language. */
export const dailyUnfoundSearches = sqliteTable(
  'daily_unfound_searches',
  {
    day: text('day').notNull(),
    words: text('words').notNull(),
    language: text('language').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.words, t.language] })],
);

/** "Was this helpful?" answers per local day, instruction and language: two counters. */
export const dailyHelpful = sqliteTable(
  'daily_helpful',
  {
    day: text('day').notNull(),
    instructionId: integer('instruction_id').notNull(),
    language: text('language').$type<Language>().notNull(),
    yes: integer('yes').notNull().default(0),
    no: integer('no').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.instructionId, t.language] }),
    index('daily_helpful_instruction').on(t.instructionId, t.language),
  ],
);

/**
 * "Report a problem" from a visitor: the reason and the visitor's own words, nothing about who sent
 * it (no address, no time finer than the day). Open until an admin or editor marks it done.
 */
export const problemReports = sqliteTable(
  'problem_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    day: text('day').notNull(),
    instructionId: integer('instruction_id').notNull(),
    language: text('language').$type<Language>().notNull(),
    reason: text('reason').$type<ProblemReason>().notNull(),
    text: text('text').notNull().default(''),
    doneAt: text('done_at'),
  },
  (t) => [
    index('problem_reports_open').on(t.doneAt, t.instructionId),
    index('problem_reports_instruction').on(t.instructionId, t.language),
  ],
);
