import type { ProblemReason } from '../../../common/api/feedback-limits';
import type { Language } from '../../../common/languages';
import type { Db } from '../../db/client';
import { pruneDailyCounters } from '../../db/feedback';
import {
  prepareDailyCounterWriter,
  type HelpfulCount,
  type LookupCount,
  type NewProblemReport,
  type UnfoundSearchCount,
} from '../../db/raw/daily-counters';
import { log } from '../../logs/log';
import { dayClock, localDay } from './local-day';

/** Counters are written this often: a kiosk's scans cost a map update each, the disk a transaction per interval. */
const FLUSH_EVERY_MS = 5_000;
/**
 * Counters the timer writes per transaction, one slice per turn of the event loop: a busy server's
 * 20,000 counters written in one go held every request behind them for tens of milliseconds.
 */
const TIMER_SLICE = 500;
/**
 * Distinct counters and reports kept while the library is busy for long; past them new keys are
 * dropped (existing ones keep counting), so a flood of made-up numbers cannot fill the memory.
 */
const MAX_PENDING_KEYS = 20_000;
const MAX_PENDING_PROBLEMS = 1_000;
/** Daily counters and done reports older than this are forgotten. */
const KEEP_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

const warnUnwritten = (error: unknown) =>
  log.warn({ err: error }, 'Could not write the visitor counters; they are kept for the next try');

/**
 * Counts what visitors look up, open and answer, in memory, and adds it to the daily counters of
 * the database every few seconds in one transaction (db/raw/daily-counters.ts). Readers call
 * `flush()` first so they see everything counted so far.
 */
export class VisitRecorder {
  private readonly write: ReturnType<typeof prepareDailyCounterWriter>;
  private lookups = new Map<string, LookupCount>();
  private unfoundSearches = new Map<string, UnfoundSearchCount>();
  private helpful = new Map<string, HelpfulCount>();
  private problems: NewProblemReport[] = [];
  private readonly timer: NodeJS.Timeout;
  private prunedOn = '';
  private readonly today: () => string;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.today = dayClock(now);
    this.write = prepareDailyCounterWriter(db);
    this.timer = setInterval(() => this.flushInSlices(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** An article lookup answered (`found`) or not, by normalised number and interface language. */
  articleLookup(articleKey: string, language: Language | undefined, found: boolean): void {
    this.countLookup(articleKey, 0, language ?? '', found ? 1 : 0, found ? 0 : 1);
  }

  /** An instruction shown on a screen, under an article number or ('') from the word search. */
  instructionView(articleKey: string, instructionId: number, language: Language): void {
    this.countLookup(articleKey, instructionId, language, 1, 0);
  }

  unfoundSearch(words: string, language: Language): void {
    const day = this.today();
    const key = `${day}\u0000${words}\u0000${language}`;
    const counted = this.unfoundSearches.get(key);
    if (counted) counted.count += 1;
    else if (this.hasRoom()) this.unfoundSearches.set(key, { day, words, language, count: 1 });
  }

  helpfulVote(instructionId: number, language: Language, helpful: boolean): void {
    const day = this.today();
    const key = `${day}\u0000${instructionId}\u0000${language}`;
    let counted = this.helpful.get(key);
    if (!counted) {
      if (!this.hasRoom()) return;
      counted = { day, instructionId, language, yes: 0, no: 0 };
      this.helpful.set(key, counted);
    }
    if (helpful) counted.yes += 1;
    else counted.no += 1;
  }

  problemReport(instructionId: number, language: Language, reason: ProblemReason, text: string): void {
    if (this.problems.length >= MAX_PENDING_PROBLEMS) return;
    this.problems.push({ day: this.today(), instructionId, language, reason, text });
  }

  /** Writes what was counted; answers false when the library was busy and it stays in memory. */
  flush(): boolean {
    if (this.isEmpty()) return true;
    const written = this.write({
      lookups: this.lookups.values(),
      unfoundSearches: this.unfoundSearches.values(),
      helpful: this.helpful.values(),
      problems: this.problems,
    });
    if (!written) return false;
    this.lookups = new Map();
    this.unfoundSearches = new Map();
    this.helpful = new Map();
    this.problems = [];
    this.pruneOncePerDay();
    return true;
  }

  /** Writes what is left and stops the timer (server shutdown). */
  stop(): void {
    clearInterval(this.timer);
    this.flushQuietly();
  }

  private countLookup(
    articleKey: string,
    instructionId: number,
    language: string,
    hits: number,
    misses: number,
  ) {
    const day = this.today();
    const key = `${day}\u0000${articleKey}\u0000${instructionId}\u0000${language}`;
    const counted = this.lookups.get(key);
    if (counted) {
      counted.hits += hits;
      counted.misses += misses;
    } else if (this.hasRoom()) {
      this.lookups.set(key, { day, articleKey, instructionId, language, hits, misses });
    }
  }

  private hasRoom(): boolean {
    return this.lookups.size + this.unfoundSearches.size + this.helpful.size < MAX_PENDING_KEYS;
  }

  private isEmpty(): boolean {
    return (
      this.lookups.size === 0 &&
      this.unfoundSearches.size === 0 &&
      this.helpful.size === 0 &&
      this.problems.length === 0
    );
  }

  private pruneOncePerDay(): void {
    const today = this.today();
    if (this.prunedOn === today) return;
    this.prunedOn = today;
    pruneDailyCounters(this.db, localDay(new Date(this.now() - KEEP_DAYS * DAY_MS)));
  }

  // A failed write on the timer (a full disk) must not crash the server: the counts wait for the next.
  private flushQuietly(): void {
    try {
      this.flush();
    } catch (error) {
      warnUnwritten(error);
    }
  }

  /**
   * The timer's flush: what was counted until now, TIMER_SLICE counters per transaction and turn.
   * What visitors count meanwhile waits for the next interval, so a flood never keeps it writing.
   */
  private flushInSlices(slicesLeft = Math.ceil(this.pendingCount() / TIMER_SLICE)): void {
    if (slicesLeft <= 0) return;
    let written: boolean;
    try {
      written = this.writeSlice();
    } catch (error) {
      warnUnwritten(error);
      return;
    }
    if (!written) return;
    if (this.isEmpty()) this.pruneOncePerDay();
    else setImmediate(() => this.flushInSlices(slicesLeft - 1));
  }

  /** Writes the oldest TIMER_SLICE counters and forgets them once written; false when the library was busy. */
  private writeSlice(): boolean {
    const lookups = firstOf(this.lookups);
    const unfoundSearches = firstOf(this.unfoundSearches);
    const helpful = firstOf(this.helpful);
    const problems = this.problems.slice(0, TIMER_SLICE);
    const written = this.write({
      lookups: lookups.map(([, row]) => row),
      unfoundSearches: unfoundSearches.map(([, row]) => row),
      helpful: helpful.map(([, row]) => row),
      problems,
    });
    if (!written) return false;
    // Still in the same turn as the write: no visitor's count can have landed on these rows since.
    for (const [key] of lookups) this.lookups.delete(key);
    for (const [key] of unfoundSearches) this.unfoundSearches.delete(key);
    for (const [key] of helpful) this.helpful.delete(key);
    this.problems.splice(0, problems.length);
    return true;
  }

  private pendingCount(): number {
    return Math.max(this.lookups.size, this.unfoundSearches.size, this.helpful.size, this.problems.length);
  }
}

/** The first TIMER_SLICE entries of a map, oldest first. */
function firstOf<T>(map: Map<string, T>): [string, T][] {
  const entries: [string, T][] = [];
  for (const entry of map) {
    if (entries.length === TIMER_SLICE) break;
    entries.push(entry);
  }
  return entries;
}
