import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, openDatabase, sqliteOf, type Db } from '../../server/db/client';
import { VisitRecorder } from '../../server/services/feedback/visit-recorder';

let folder: string;
let db: Db;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'visit-counter-'));
  db = openDatabase(path.join(folder, 'library.db'));
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] });
});

afterEach(() => {
  vi.useRealTimers();
  closeDatabase(db);
  rmSync(folder, { recursive: true, force: true });
});

const written = () =>
  sqliteOf(db)
    .prepare<[], { rows: number; misses: number | null }>(
      'SELECT count(*) AS rows, sum(misses) AS misses FROM daily_lookups',
    )
    .get();

describe('the visitor counters’ timer', () => {
  it('writes everything counted before it fired, in slices of 500, and the rest at the next', () => {
    const visits = new VisitRecorder(db);
    for (let i = 0; i < 1_100; i += 1) visits.articleLookup(`SLICE-${i}`, 'en', false);
    vi.advanceTimersByTime(4_999);
    expect(written()).toEqual({ rows: 0, misses: null });
    // The interval fires and writes a first slice, leaving the next two to the turns after it.
    vi.advanceTimersByTime(1);
    expect(written()).toEqual({ rows: 500, misses: 500 });
    vi.advanceTimersByTime(10);
    expect(written()).toEqual({ rows: 1_100, misses: 1_100 });
    for (let i = 0; i < 10; i += 1) visits.articleLookup('SLICE-0', 'en', false);
    vi.advanceTimersByTime(5_000);
    expect(written()).toEqual({ rows: 1_100, misses: 1_110 });
    visits.stop();
  });
});
