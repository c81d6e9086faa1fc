import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages';
import { MAX_PROBLEM_TEXT, PROBLEM_REASONS, type ProblemReason } from './feedback-limits';

/** The longest article number a view may carry (common/article-number-rules.ts allows no longer one). */
const MAX_ARTICLE_NUMBER = 100;

const instructionId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const language = z.enum(SUPPORTED_LANGUAGES);

/** POST /api/feedback/helpful: one visitor's "Was this helpful?" answer. */
export const helpfulVoteSchema = z.object({
  instructionId,
  language,
  helpful: z.boolean(),
});
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

/** POST /api/feedback/problem: one visitor's problem report. */
export const problemReportSchema = z.object({
  instructionId,
  language,
  reason: z.enum(PROBLEM_REASONS),
  text: z.string().max(MAX_PROBLEM_TEXT).default(''),
});
export type ProblemReportInput = z.input<typeof problemReportSchema>;

/** POST /api/feedback/view: an instruction shown on a visitor's screen, under an article or not. */
export const instructionViewSchema = z.object({
  instructionId,
  language,
  articleNumber: z.string().max(MAX_ARTICLE_NUMBER).default(''),
});
export type InstructionViewInput = z.input<typeof instructionViewSchema>;

/** Most rows of each list one daily report carries; `truncated` says when more were kept. */
export const MAX_DAILY_REPORT_ROWS = 10_000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2026-11-23');

/** GET /api/admin/feedback/daily: the days to report, both inclusive; by default the last seven. */
export const dailyReportQuerySchema = z.object({ from: day.optional(), to: day.optional() });

/** Lookups of an article number (instruction null: the lookup itself) or views of an instruction under it. */
interface DailyLookupRow {
  day: string;
  /** Normalised (upper case); '' for an instruction opened from the word search. */
  articleNumber: string;
  instructionId: number | null;
  instructionNumber: string | null;
  /** The visitor's interface language; '' when none was sent. */
  language: string;
  hits: number;
  misses: number;
}

interface DailyUnfoundSearchRow {
  day: string;
  words: string;
  language: string;
  count: number;
}

interface DailyHelpfulRow {
  day: string;
  instructionId: number;
  instructionNumber: string | null;
  language: string;
  yes: number;
  no: number;
}

/** Answer of GET /api/admin/feedback/daily: the install's daily counters, nothing per visitor. */
export interface DailyReport {
  from: string;
  to: string;
  lookups: DailyLookupRow[];
  unfoundSearches: DailyUnfoundSearchRow[];
  helpful: DailyHelpfulRow[];
  /** Problem reports sent on these days, open or done. */
  problemReports: number;
  truncated: boolean;
}

/**
 * Whose feedback: this install's and every kiosk's that reports to it (all), this install's
 * (local), or one kiosk's id (from GET /api/admin/fleet).
 */
const feedbackSource = z
  .string()
  .regex(/^(all|local|[1-9]\d{0,9})$/, 'source must be all, local or a kiosk id')
  .default('all');

/** GET /api/admin/feedback/instructions, /problems, /top and the exports: the days looked at, by default the last 30. */
export const feedbackRangeSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  source: feedbackSource,
});

/** Parsed `source`: null for this install and every kiosk, 'local', or one kiosk's id. */
export type FeedbackSource = null | 'local' | number;

/** One instruction in one language as visitors met it in the days asked for. */
export interface InstructionFeedback {
  instructionId: number;
  instructionNumber: string;
  title: string;
  language: string;
  views: number;
  yes: number;
  no: number;
  /** Yes in per cent of the answers, rounded; null without any answer. */
  helpfulPercent: number | null;
  /** Open problem reports, whatever their day: they wait until marked done. */
  openProblems: number;
}

/** A visitor's problem report as the admin lists it. */
export interface ProblemReport {
  id: number;
  day: string;
  instructionId: number;
  instructionNumber: string | null;
  title: string | null;
  language: string;
  reason: ProblemReason;
  text: string;
  doneAt: string | null;
  /** The kiosk whose visitor sent it (its hub name, else its own), null for this install's. */
  kioskId: number | null;
  kioskName: string | null;
}

/** The dashboard's lists: most open problems per instruction, most missed numbers of the last 30 days. */
export interface FeedbackTop {
  problems: { instructionId: number; instructionNumber: string | null; title: string | null; open: number }[];
  missed: { articleNumber: string; misses: number }[];
}
