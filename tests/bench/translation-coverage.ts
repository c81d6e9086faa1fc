/**
 * `npx tsx tests/bench/translation-coverage.ts`: a library of 10,000 instructions and how long the
 * coverage matrix takes to answer in the service: a page right after a change of the instruction
 * tables (the cells are computed again) and the pages, filters and counts that follow (served from
 * the cells computed once). Figures only, no assertions.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { coverageQuerySchema } from '../../common/api/translations';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';
import { translationCoverage, translationCoverageCsv } from '../../server/services/translation-coverage';
import { seedTranslationLibrary } from '../support/seed-translations';

const INSTRUCTIONS = 10_000;
const ROUNDS = 10;

function time(label: string, run: () => unknown): void {
  run();
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round += 1) run();
  const { user, system } = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / ROUNDS;
  // CPU time too: on a shared machine the wall clock mostly measures the other processes.
  console.log(`${label}: ${wall.toFixed(1)} ms wall, ${((user + system) / 1000 / ROUNDS).toFixed(1)} ms CPU`);
}

const seeded = performance.now();
const dataDir = seedTranslationLibrary(INSTRUCTIONS);
console.log(`seeded ${INSTRUCTIONS} instructions in ${(performance.now() - seeded).toFixed(0)} ms`);
const db = openDatabase(path.join(dataDir, 'library.db'));
try {
  const touch = sqliteOf(db).prepare(
    "UPDATE instruction_contents SET confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1",
  );
  time('first page right after a change', () => {
    touch.run();
    return translationCoverage(db, coverageQuerySchema.parse({}));
  });
  time('first page, no filter', () => translationCoverage(db, coverageQuerySchema.parse({})));
  time('German outdated', () =>
    translationCoverage(db, coverageQuerySchema.parse({ language: 'de', state: 'outdated' })),
  );
  time('search "guide 09"', () => translationCoverage(db, coverageQuerySchema.parse({ q: 'guide 09' })));
  time('CSV of all rows', () => translationCoverageCsv(db, coverageQuerySchema.parse({})));
} finally {
  closeDatabase(db);
  rmSync(dataDir, { recursive: true, force: true });
}
