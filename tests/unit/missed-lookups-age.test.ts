import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../server/db/client';
import { prepareMissedLookups } from '../../server/db/missed-lookups';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'library-missed-'));
  db = openDatabase(path.join(dir, 'library.db'));
});

afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

it('purges entries not seen for longer than the configured age', () => {
  const missed = prepareMissedLookups(db, { maxEntries: 10_000, maxAgeDays: 30 });
  missed.count('number', 'OLD-1', 'en');
  const all = () => missed.list({ text: '', sort: 'count' }).entries.map((entry) => entry.text);
  missed.prune(new Date(Date.now() + 29 * 24 * 60 * 60 * 1000));
  expect(all()).toEqual(['OLD-1']);
  missed.prune(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
  expect(all()).toEqual([]);
});
