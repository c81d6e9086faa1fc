import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { closeDatabase, openDatabase } from '../../server/db/client';
import { recordRevision, revisionOf, stateOf } from '../../server/services/revisions/revision-records';
import { startServer } from '../../server/start';
import { ApiClient, TEST_PASSWORD_COST } from '../api/support/api-server';
import { printPercentiles, type Percentiles } from './bench-helpers';

const REVISIONS = 1_000;
/** Saved over HTTP (each a 1 % edit); the rest of the 1,000 are written straight into the file. */
const HTTP_SAVES = 20;
const LANGUAGES = ['en', 'de', 'fr', 'nl', 'it', 'da', 'es'] as const;

export interface RevisionFigures {
  revisions: number;
  /** Microseconds, as every figure in the saved JSON. */
  saveMs: Percentiles;
  listMs: Percentiles;
  /** Bytes of revision texts stored for all revisions, against one copy of every language. */
  storedTextBytes: number;
  oneCopyBytes: number;
}

/** About 100 KB per language; `edit` changes one paragraph of the English text (about 1 %). */
function contents(edit: number): Record<string, string> {
  const paragraphs = (language: string) =>
    Array.from(
      { length: 200 },
      (_, i) => `${language} paragraph ${i}: ${'tighten the bolts evenly '.repeat(20)}`,
    );
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const text = paragraphs(language);
      if (language === 'en') text[edit % text.length] = `edited in save ${edit}`;
      return [language, text.join('\n\n')];
    }),
  );
}

/** The history filled up to REVISIONS by the revision writer itself, on a second connection. */
function fillHistory(file: string, instructionId: number): void {
  const db = openDatabase(file);
  try {
    const newest = revisionOf(db, instructionId, HTTP_SAVES);
    db.transaction(() => {
      for (let revision = HTTP_SAVES + 1; revision <= REVISIONS; revision += 1)
        recordRevision(db, {
          instructionId,
          revision,
          status: 'draft',
          userId: null,
          state: stateOf(newest),
        });
    });
  } finally {
    closeDatabase(db);
  }
}

/**
 * An instruction saved over HTTP, each save a 1 % edit of one language of seven of
 * about 100 KB, its history then filled to 1,000 revisions: the time of a save, of listing the whole
 * history (GET .../revisions), and what the saves' revision texts take on disk.
 */
export async function benchRevisionHistory(): Promise<RevisionFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-revisions-'));
  const server = await startServer({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    demo: false,
    passwordCost: TEST_PASSWORD_COST,
  });
  try {
    const admin = await new ApiClient(server.url).registerAdmin();
    const category = (await (await admin.post('/api/admin/categories', { name: 'Bench' })).json()) as {
      id: number;
    };
    const body = (edit: number) => ({
      instruction: { title: 'Bench', categoryId: category.id },
      contents: contents(edit),
    });
    const created = (await (await admin.post('/api/admin/instructions', body(0))).json()) as { id: number };
    const saves: number[] = [];
    for (let edit = 1; edit < HTTP_SAVES; edit += 1) {
      const started = performance.now();
      const response = await admin.put(`/api/admin/instructions/${created.id}`, body(edit));
      if (response.status !== 200) throw new Error(`save answered ${response.status}`);
      saves.push((performance.now() - started) * 1000);
    }
    fillHistory(path.join(dataDir, 'library.db'), created.id);
    const lists: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      const started = performance.now();
      const list = (await admin.getJson<unknown[]>(`/api/admin/instructions/${created.id}/revisions`)).length;
      lists.push((performance.now() - started) * 1000);
      if (list !== REVISIONS) throw new Error(`history has ${list} revisions`);
    }
    const sqlite = new Database(path.join(dataDir, 'library.db'), { readonly: true });
    const storedTextBytes =
      sqlite
        .prepare<[], number>('SELECT sum(length(CAST(content AS BLOB))) FROM revision_contents')
        .pluck()
        .get() ?? 0;
    sqlite.close();
    const oneCopyBytes = Object.values(contents(0)).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    console.log(
      `\nrevisions: one instruction saved ${HTTP_SAVES} times over HTTP (7 languages of ~100 KB, 1 % of one edited each time), ${REVISIONS} revisions in all:`,
    );
    const labelWidth = 44;
    const saveMs = printPercentiles('PUT /api/admin/instructions/{id}', saves, { unit: 'ms', labelWidth });
    const listMs = printPercentiles(`GET .../revisions (${REVISIONS} revisions)`, lists, {
      unit: 'ms',
      labelWidth,
    });
    console.log(
      `${'revision texts stored'.padEnd(labelWidth)} ${(storedTextBytes / 1e6).toFixed(1)} MB for ${HTTP_SAVES} saves (one copy of all languages: ${(oneCopyBytes / 1e6).toFixed(2)} MB)`,
    );
    return { revisions: REVISIONS, saveMs, listMs, storedTextBytes, oneCopyBytes };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
