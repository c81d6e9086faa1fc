/**
 * Library deltas (issue 29), in this process on libraries of its own: a hub with
 * LIBRARY_DELTA_BENCH_NUMBERS article numbers (default 200,000; the figure is 1,000,000)
 * and 3,000 instructions × 7 languages publishes v1, then 1 % of the rows change and it publishes
 * v2 with its delta; for the time without deltas it publishes v3 after a change of the same size
 * with no kept snapshot to compare with. A follower applies v1 whole, then v2 from the delta.
 * Figures only, no assertions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDatabase, openDatabase, sqliteOf, type Db } from '../../server/db/client';
import { applyBundle } from '../../server/library-bundles/apply-bundle';
import { bundlePaths } from '../../server/library-bundles/bundle-paths';
import { publishBundle } from '../../server/library-bundles/publish-bundle';
import { readSigningKey } from '../../server/library-bundles/signing-key';

const NUMBERS = Number(process.env.LIBRARY_DELTA_BENCH_NUMBERS ?? 200_000);
const INSTRUCTIONS = 3_000;
const LANGUAGES = ['en', 'de', 'fr', 'nl', 'it', 'da', 'es'] as const;
const CATEGORIES = 50;

const text = (instruction: number, language: string, edit: number) =>
  `${language} manual ${instruction} (${edit}): ${'Loosen the four screws, lift the cover and clean the filter. '.repeat(8)}`;

function fill(db: Db): void {
  const sqlite = sqliteOf(db);
  sqlite.transaction(() => {
    const category = sqlite.prepare('INSERT INTO categories (name) VALUES (?)');
    for (let c = 1; c <= CATEGORIES; c += 1) category.run(`Category ${c}`);
    const number = sqlite.prepare(
      'INSERT INTO article_numbers (number, number_key, category_id) VALUES (?, ?, ?)',
    );
    for (let i = 0; i < NUMBERS; i += 1) number.run(`BENCH-${i}`, `bench-${i}`, (i % CATEGORIES) + 1);
    const instruction = sqlite.prepare(
      'INSERT INTO instructions (instruction_number, title, category_id) VALUES (?, ?, ?)',
    );
    const content = sqlite.prepare(
      'INSERT INTO instruction_contents (instruction_id, language, content) VALUES (?, ?, ?)',
    );
    for (let i = 1; i <= INSTRUCTIONS; i += 1) {
      const id = Number(instruction.run(`I-${i}`, `Manual ${i}`, (i % CATEGORIES) + 1).lastInsertRowid);
      for (const language of LANGUAGES) content.run(id, language, text(i, language, 0));
    }
  })();
}

/** Changes 1 % of the article numbers (renamed) and 1 % of the instruction texts. */
function changeOnePercent(db: Db, round: number): void {
  const sqlite = sqliteOf(db);
  sqlite.transaction(() => {
    const rename = sqlite.prepare('UPDATE article_numbers SET number = ?, number_key = ? WHERE id = ?');
    for (let i = round; i < NUMBERS; i += 100)
      rename.run(`BENCH-${i}-R${round}`, `bench-${i}-r${round}`, i + 1);
    const edit = sqlite.prepare('UPDATE instruction_contents SET content = ? WHERE id = ?');
    const contents = INSTRUCTIONS * LANGUAGES.length;
    for (let id = round + 1; id <= contents; id += 100) edit.run(text(id, 'xx', round), id);
  })();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

function main(): void {
  const hubDir = mkdtempSync(path.join(tmpdir(), 'delta-bench-hub-'));
  const kioskDir = mkdtempSync(path.join(tmpdir(), 'delta-bench-kiosk-'));
  const hub = openDatabase(path.join(hubDir, 'library.db'));
  const kiosk = openDatabase(path.join(kioskDir, 'library.db'));
  try {
    console.log(
      `\nLibrary deltas: ${NUMBERS.toLocaleString('en')} article numbers, ${INSTRUCTIONS.toLocaleString('en')} instructions × ${LANGUAGES.length} languages; 1 % of the rows changed`,
    );
    fill(hub);
    const timed = <T>(work: () => T): [T, number] => {
      const begin = performance.now();
      const result = work();
      return [result, performance.now() - begin];
    };
    const [v1, publish1Ms] = timed(() => publishBundle(hub, hubDir, 'v1'));
    changeOnePercent(hub, 1);
    const [v2, publishWithDeltaMs] = timed(() => publishBundle(hub, hubDir, 'v2'));
    const delta = v2.manifest.deltas.find((candidate) => candidate.fromVersion === 1);
    if (!delta) throw new Error('v2 has no delta from v1');
    const key = readSigningKey(hubDir)?.publicKey;
    if (!key) throw new Error('the hub has no key');
    const [, applySnapshotMs] = timed(() => applyBundle(kiosk, kioskDir, v1.file, key, 'copy'));
    const deltaFile = bundlePaths(hubDir).delta(2, 1);
    const [, applyDeltaMs] = timed(() => applyBundle(kiosk, kioskDir, deltaFile, key, 'copy'));

    rmSync(bundlePaths(hubDir).snapshots, { recursive: true, force: true });
    changeOnePercent(hub, 2);
    const [, publishWithoutDeltaMs] = timed(() => publishBundle(hub, hubDir, 'v3'));

    const rows: [string, string][] = [
      ['snapshot (library.sqlite)', megabytes(v2.manifest.snapshot.size)],
      ['whole bundle v2', megabytes(v2.size)],
      [
        'delta v1→v2 (compressed)',
        `${megabytes(delta.size)} = ${((100 * delta.size) / v2.manifest.snapshot.size).toFixed(2)} % of the snapshot (uncompressed ${megabytes(delta.rawSize)})`,
      ],
      ['publish v1 (no earlier version)', seconds(publish1Ms)],
      ['publish v2 with deltas', seconds(publishWithDeltaMs)],
      ['publish v3 without deltas (same change)', seconds(publishWithoutDeltaMs)],
      ['ratio with / without', (publishWithDeltaMs / publishWithoutDeltaMs).toFixed(2)],
      ['follower applies v1 whole', seconds(applySnapshotMs)],
      ['follower applies the v1→v2 delta', seconds(applyDeltaMs)],
    ];
    for (const [name, value] of rows) console.log(`${name.padEnd(44)} ${value}`);
  } finally {
    closeDatabase(hub);
    closeDatabase(kiosk);
    rmSync(hubDir, { recursive: true, force: true });
    rmSync(kioskDir, { recursive: true, force: true });
  }
}

main();
