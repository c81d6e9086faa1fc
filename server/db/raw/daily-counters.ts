// Raw SQL: visitors' lookups, views and answers are counted in memory and written every few seconds
// as one transaction of prepared upserts (services/feedback/visit-recorder.ts), so the public paths
// never wait for the disk; the write skips a library that is busy (without-waiting.ts).
import type { ProblemReason } from '../../../common/api/feedback-limits';
import type { Language } from '../../../common/languages';
import { sqliteOf, type Db } from '../client';
import { writeWithoutWaiting } from './without-waiting';

export interface LookupCount {
  day: string;
  articleKey: string;
  instructionId: number;
  language: string;
  hits: number;
  misses: number;
}

export interface UnfoundSearchCount {
  day: string;
  words: string;
  language: string;
  count: number;
}

export interface HelpfulCount {
  day: string;
  instructionId: number;
  language: Language;
  yes: number;
  no: number;
}

export interface NewProblemReport {
  day: string;
  instructionId: number;
  language: Language;
  reason: ProblemReason;
  text: string;
}

/** What gathered in memory since the last write. */
export interface CounterBatch {
  lookups: Iterable<LookupCount>;
  unfoundSearches: Iterable<UnfoundSearchCount>;
  helpful: Iterable<HelpfulCount>;
  problems: Iterable<NewProblemReport>;
}

/**
 * Adds a batch to the daily counters in one transaction. Answers false when the library was busy
 * (an import or a library update holding the write lock) and nothing was written.
 */
export function prepareDailyCounterWriter(db: Db): (batch: CounterBatch) => boolean {
  const sqlite = sqliteOf(db);
  const lookup = sqlite.prepare<LookupCount>(
    `INSERT INTO daily_lookups (day, article_key, instruction_id, language, hits, misses)
     VALUES (@day, @articleKey, @instructionId, @language, @hits, @misses)
     ON CONFLICT (day, article_key, instruction_id, language) DO UPDATE SET
       hits = hits + excluded.hits, misses = misses + excluded.misses`,
  );
  const unfound = sqlite.prepare<UnfoundSearchCount>(
    `INSERT INTO daily_unfound_searches (day, words, language, count)
     VALUES (@day, @words, @language, @count)
     ON CONFLICT (day, words, language) DO UPDATE SET count = count + excluded.count`,
  );
  const helpful = sqlite.prepare<HelpfulCount>(
    `INSERT INTO daily_helpful (day, instruction_id, language, yes, no)
     VALUES (@day, @instructionId, @language, @yes, @no)
     ON CONFLICT (day, instruction_id, language) DO UPDATE SET
       yes = yes + excluded.yes, no = no + excluded.no`,
  );
  const problem = sqlite.prepare<NewProblemReport>(
    `INSERT INTO problem_reports (day, instruction_id, language, reason, text)
     VALUES (@day, @instructionId, @language, @reason, @text)`,
  );
  const write = sqlite.transaction((batch: CounterBatch) => {
    for (const row of batch.lookups) lookup.run(row);
    for (const row of batch.unfoundSearches) unfound.run(row);
    for (const row of batch.helpful) helpful.run(row);
    for (const row of batch.problems) problem.run(row);
  });
  return (batch) => writeWithoutWaiting(db, () => write(batch));
}
