import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../common/api/activities';
import type { ArticleView } from '../../common/api/article';
import type { Category } from '../../common/api/categories';
import type {
  DeletedInstruction,
  DraftWaiting,
  InstructionRevision,
  RevisionListItem,
} from '../../common/api/instruction-revisions';
import type {
  AdminInstructionDetail,
  AdminInstructionListItem,
  InstructionDetail,
} from '../../common/api/instructions';
import type { SearchAnswer } from '../../common/api/search';
import type { TranslationCoverage } from '../../common/api/translations';
import { SUPPORTED_LANGUAGES } from '../../common/languages';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { bundleEntries, exportBundle, publish } from './support/library-bundles';
import { attachDocument } from './support/instruction-documents';

let server: TestServer;
let admin: ApiClient;
let category: Category;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  category = (await (await admin.post('/api/admin/categories', { name: 'Pumps' })).json()) as Category;
  expect(
    (await admin.post('/api/admin/article-numbers/bulk', { number: 'PU-100', categoryIds: [category.id] }))
      .status,
  ).toBe(201);
});

afterAll(async () => {
  await server.dispose();
});

const body = (title: string, en: string, extra: Record<string, unknown> = {}) => ({
  instruction: { title, categoryId: category.id },
  contents: { en, de: `# ${title} (de)\n\nDeutscher Text bleibt gleich.` },
  ...extra,
});

async function created(title: string, en: string, extra: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/instructions', body(title, en, extra));
  expect(response.status).toBe(201);
  return (await response.json()) as AdminInstructionDetail;
}

async function saved(id: number, title: string, en: string, extra: Record<string, unknown> = {}) {
  const response = await admin.put(`/api/admin/instructions/${id}`, body(title, en, extra));
  expect(response.status).toBe(200);
  return (await response.json()) as AdminInstructionDetail;
}

const revisions = (id: number) =>
  admin.getJson<RevisionListItem[]>(`/api/admin/instructions/${id}/revisions`);
const revision = (id: number, number: number) =>
  admin.getJson<InstructionRevision>(`/api/admin/instructions/${id}/revisions/${number}`);

/** What the public sees of an instruction: its view, the article answer, the word search and the coverage. */
async function publicSight(id: number, word: string) {
  const visitor = server.client();
  const view = await visitor.get(`/api/instruction/${id}`);
  const article = await visitor.getJson<ArticleView>('/api/article/PU-100');
  const search = await visitor.getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent(word)}&lang=en`);
  const coverage = await admin.getJson<TranslationCoverage>('/api/admin/translations');
  return {
    view: view.status === 200 ? ((await view.json()) as InstructionDetail) : view.status,
    articleTitles: article.instructions.map((entry) => entry.title),
    searchHits: search.results.filter((hit) => hit.instructionId === id).length,
    inCoverage: coverage.rows.some((row) => row.id === id),
  };
}

/** The instruction titles and English contents in a published library bundle's snapshot. */
function bundleTexts(bytes: Buffer): string[] {
  const snapshot = bundleEntries(bytes).find((entry) => entry.name === 'library.sqlite');
  if (!snapshot) throw new Error('no snapshot in the bundle');
  const folder = mkdtempSync(path.join(tmpdir(), 'revisions-bundle-'));
  const file = path.join(folder, 'library.sqlite');
  writeFileSync(file, snapshot.bytes);
  const sqlite = new Database(file, { readonly: true });
  try {
    return [
      ...sqlite.prepare<[], string>('SELECT title FROM instructions').pluck().all(),
      ...sqlite.prepare<[], string>('SELECT content FROM instruction_contents').pluck().all(),
    ];
  } finally {
    sqlite.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('revisions', () => {
  it('keeps every save, newest first, and answers any revision whole', async () => {
    const first = await created('Pump A', '# Pump A\n\nPrime the pump before use.', { note: 'First text' });
    await saved(first.id, 'Pump A', '# Pump A\n\nPrime the pump with water before use.');
    await saved(first.id, 'Pump A mk2', '# Pump A\n\nPrime the pump with water before use.', {
      note: 'Renamed',
    });

    const list = await revisions(first.id);
    expect(list.map((entry) => [entry.revision, entry.status, entry.note, entry.savedBy])).toEqual([
      [3, 'published', 'Renamed', 'admin'],
      [2, 'published', null, 'admin'],
      [1, 'published', 'First text', 'admin'],
    ]);
    expect(list[0]?.savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const one = await revision(first.id, 1);
    expect(one).toMatchObject({
      revision: 1,
      status: 'published',
      instructionNumber: first.instructionNumber,
      title: 'Pump A',
      type: 'user_manual',
      categoryId: category.id,
      isUniversal: false,
      excludePatterns: [],
      documents: [],
    });
    expect(one.contents).toContainEqual({
      language: 'en',
      content: '# Pump A\n\nPrime the pump before use.',
    });
    expect(one.contents).toContainEqual({
      language: 'de',
      content: '# Pump A (de)\n\nDeutscher Text bleibt gleich.',
    });

    expect((await admin.get(`/api/admin/instructions/${first.id}/revisions/99`)).status).toBe(404);
    expect((await admin.get('/api/admin/instructions/999999/revisions')).status).toBe(404);
    expect((await server.client().get(`/api/admin/instructions/${first.id}/revisions`)).status).toBe(401);
  });

  it('stores a language whose text did not change once, however many revisions keep it', async () => {
    const pump = await created('Pump B', '# Pump B\n\nOne.');
    await saved(pump.id, 'Pump B', '# Pump B\n\nTwo.');
    await saved(pump.id, 'Pump B', '# Pump B\n\nThree.');
    const sqlite = new Database(path.join(server.dataDir, 'library.db'), { readonly: true });
    try {
      const copies = sqlite
        .prepare<[string], number>('SELECT count(*) FROM revision_contents WHERE content = ?')
        .pluck()
        .get('# Pump B (de)\n\nDeutscher Text bleibt gleich.');
      expect(copies).toBe(1);
    } finally {
      sqlite.close();
    }
  });

  it('restores a revision as a new one; history is never rewritten; the activity names the revisions', async () => {
    const pump = await created('Pump C', '# Pump C\n\nOld advice.');
    await saved(pump.id, 'Pump C', '# Pump C\n\nNew advice.');
    const response = await admin.post(`/api/admin/instructions/${pump.id}/revisions/1/restore`);
    expect(response.status).toBe(200);
    const restored = (await response.json()) as AdminInstructionDetail;
    expect(restored.revision).toBe(3);
    expect(restored.contents).toContainEqual({ language: 'en', content: '# Pump C\n\nOld advice.' });
    expect((await revisions(pump.id)).map((entry) => entry.revision)).toEqual([3, 2, 1]);
    expect((await revision(pump.id, 2)).contents).toContainEqual({
      language: 'en',
      content: '# Pump C\n\nNew advice.',
    });
    const view = await server.client().getJson<InstructionDetail>(`/api/instruction/${pump.id}`);
    expect(view.contents).toContainEqual({ language: 'en', content: '# Pump C\n\nOld advice.' });
    // The page says "Restored from revision 1" in the admin's language (it read "#1").
    expect((await revisions(pump.id))[0]).toMatchObject({
      revision: 3,
      note: null,
      restoredFrom: 1,
      publishedFrom: null,
    });

    const activities = await admin.getJson<Activity[]>('/api/admin/activities');
    expect(activities.find((entry) => entry.entityId === pump.id)?.detail).toEqual({
      kind: 'instructionRestored',
      values: { instructionNumber: pump.instructionNumber, title: 'Pump C', revision: 3, from: 1 },
    });
    expect(
      activities.find((entry) => entry.entityId === pump.id && entry.detail?.kind === 'instructionUpdated')
        ?.detail,
    ).toMatchObject({ values: { revision: 2 } });
  });
});

describe('drafts and publishing', () => {
  it('keeps a draft of a published instruction away from the public until it is published', async () => {
    const pump = await created('Pump D', '# Pump D\n\nSafe advice.');
    const draft = await saved(pump.id, 'Pump D zebrafish', '# Pump D\n\nDraft advice zebrafish.', {
      status: 'draft',
      baseRevision: 1,
    });
    expect(draft).toMatchObject({ status: 'draft', published: true, title: 'Pump D zebrafish', revision: 2 });
    expect(await admin.getJson<AdminInstructionDetail>(`/api/admin/instructions/${pump.id}`)).toMatchObject({
      status: 'draft',
      title: 'Pump D zebrafish',
    });

    const before = await publicSight(pump.id, 'zebrafish');
    expect(before.view).toMatchObject({ instruction: { title: 'Pump D' } });
    expect(JSON.stringify(before.view)).not.toContain('zebrafish');
    expect(before.articleTitles).toContain('Pump D');
    expect(before.articleTitles).not.toContain('Pump D zebrafish');
    expect(before.searchHits).toBe(0);
    await publish(admin, 'a draft waiting');
    expect(bundleTexts(await exportBundle(admin)).join('\n')).not.toContain('zebrafish');

    const list = await admin.getJson<AdminInstructionListItem[]>('/api/admin/instructions');
    expect(list.find((item) => item.id === pump.id)).toMatchObject({ hasDraft: true, published: true });
    const drafts = await admin.getJson<DraftWaiting[]>('/api/admin/instruction-drafts');
    expect(drafts.find((entry) => entry.id === pump.id)).toMatchObject({
      title: 'Pump D zebrafish',
      revision: 2,
      savedBy: 'admin',
    });

    const published = await admin.post(`/api/admin/instructions/${pump.id}/publish`);
    expect(published.status).toBe(200);
    expect((await published.json()) as AdminInstructionDetail).toMatchObject({
      status: 'published',
      revision: 3,
    });
    const after = await publicSight(pump.id, 'zebrafish');
    expect(after.view).toMatchObject({ instruction: { title: 'Pump D zebrafish' } });
    expect(after.articleTitles).toContain('Pump D zebrafish');
    expect(after.searchHits).toBeGreaterThan(0);
    expect((await revisions(pump.id)).map((entry) => [entry.status, entry.publishedFrom])).toEqual([
      ['published', 2],
      ['draft', null],
      ['published', null],
    ]);
    const again = await admin.post(`/api/admin/instructions/${pump.id}/publish`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('INSTRUCTION_NO_DRAFT');
    expect(
      (await admin.getJson<Activity[]>('/api/admin/activities')).find((entry) => entry.entityId === pump.id)
        ?.detail,
    ).toMatchObject({ kind: 'instructionPublished', values: { revision: 3 } });
  }, 120_000);

  it('keeps a new instruction saved as a draft invisible to the public entirely', async () => {
    const hidden = await created('Pump E quokka', '# Pump E\n\nQuokka advice.', { status: 'draft' });
    expect(hidden).toMatchObject({ status: 'draft', published: false });
    const sight = await publicSight(hidden.id, 'quokka');
    expect(sight).toEqual({
      view: 404,
      articleTitles: expect.not.arrayContaining(['Pump E quokka']) as unknown,
      searchHits: 0,
      inCoverage: false,
    });
    expect((await server.client().get(`/api/instruction/number/${hidden.instructionNumber}`)).status).toBe(
      404,
    );
    await attachDocument(admin, hidden.id, 'en', pdfWithPages(['Quokka pump manual']));
    // The admin list names the languages the draft has, though the public has none of them yet.
    const listed = await admin.getJson<AdminInstructionListItem[]>('/api/admin/instructions');
    expect(listed.find((item) => item.id === hidden.id)).toMatchObject({
      hasDraft: true,
      published: false,
      contentLanguages: ['en', 'de'],
      documentLanguages: ['en'],
    });
    const pdfPath = `/api/instructions/${hidden.id}/documents/en`;
    expect((await server.client().get(pdfPath)).status).toBe(404);
    const numberSearch = await server
      .client()
      .getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent(hidden.instructionNumber)}&lang=en`);
    expect(numberSearch.results.some((hit) => hit.instructionId === hidden.id)).toBe(false);
    const labels = await admin.get('/api/admin/labels?number=PU-100');
    expect(await labels.text()).not.toContain('quokka');
    await publish(admin, 'with a draft');
    expect(bundleTexts(await exportBundle(admin)).join('\n')).not.toMatch(/quokka/i);

    expect((await admin.post(`/api/admin/instructions/${hidden.id}/publish`)).status).toBe(200);
    const shown = await publicSight(hidden.id, 'quokka');
    expect(shown.view).toMatchObject({ instruction: { title: 'Pump E quokka' } });
    expect(shown.searchHits).toBeGreaterThan(0);
    expect(shown.inCoverage).toBe(true);
    expect((await server.client().get(pdfPath)).status).toBe(200);
  }, 120_000);

  it('refuses an unknown status with a validation failure', async () => {
    const response = await admin.post('/api/admin/instructions', body('Pump F', '# F', { status: 'secret' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
  });
});

describe('deleting', () => {
  it('keeps the history, lists the instruction as deleted and brings it back with its number', async () => {
    const pump = await created('Pump G', '# Pump G\n\nText.');
    await saved(pump.id, 'Pump G', '# Pump G\n\nBetter text.');
    expect((await admin.delete(`/api/admin/instructions/${pump.id}`)).status).toBe(200);
    const deleted = await admin.getJson<DeletedInstruction[]>('/api/admin/deleted-instructions');
    expect(deleted[0]).toMatchObject({
      id: pump.id,
      instructionNumber: pump.instructionNumber,
      title: 'Pump G',
      deletedBy: 'admin',
    });
    expect((await revisions(pump.id)).map((entry) => entry.revision)).toEqual([2, 1]);

    const taken = await admin.post(
      '/api/admin/instructions',
      body('Pump H', '# H', {
        instruction: { title: 'Pump H', categoryId: category.id, instructionNumber: pump.instructionNumber },
      }),
    );
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { code: string }).code).toBe('INSTRUCTION_NUMBER_TAKEN');

    const back = await admin.post(`/api/admin/deleted-instructions/${pump.id}/restore`);
    expect(back.status).toBe(200);
    expect((await back.json()) as AdminInstructionDetail).toMatchObject({
      id: pump.id,
      instructionNumber: pump.instructionNumber,
      revision: 3,
      status: 'published',
    });
    const view = await server.client().getJson<InstructionDetail>(`/api/instruction/${pump.id}`);
    expect(view.contents).toContainEqual({ language: 'en', content: '# Pump G\n\nBetter text.' });
    expect(await admin.getJson<DeletedInstruction[]>('/api/admin/deleted-instructions')).toEqual([]);
    expect((await admin.post(`/api/admin/deleted-instructions/${pump.id}/restore`)).status).toBe(404);
  });

  it('never hands out a deleted instruction number again', async () => {
    const gone = await created('Pump I', '# I');
    expect((await admin.delete(`/api/admin/instructions/${gone.id}`)).status).toBe(200);
    const next = await created('Pump J', '# J');
    expect(next.instructionNumber).not.toBe(gone.instructionNumber);
    expect(next.instructionNumber > gone.instructionNumber).toBe(true);
  });
});

describe('preview', () => {
  it('shows an admin the public view with the draft in place, never a visitor, never cached', async () => {
    const pump = await created('Pump K', '# Pump K\n\nLive.');
    await saved(pump.id, 'Pump K', '# Pump K\n\nDraft only.', { status: 'draft' });
    const response = await admin.get(`/api/admin/preview/instructions/${pump.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const preview = (await response.json()) as InstructionDetail;
    expect(preview.contents).toContainEqual({ language: 'en', content: '# Pump K\n\nDraft only.' });
    expect((await server.client().get(`/api/admin/preview/instructions/${pump.id}`)).status).toBe(401);
  });
});

describe('thousands of drafts', () => {
  it('lists the languages of every never-published draft, more hashes than SQLite binds at once', async () => {
    const drafts = 5_000;
    const sqlite = new Database(path.join(server.dataDir, 'library.db'));
    sqlite.transaction(() => {
      const addInstruction = sqlite.prepare(
        'INSERT INTO instructions (instruction_number, title, published) VALUES (?, ?, 0) RETURNING id',
      );
      const addText = sqlite.prepare('INSERT INTO revision_contents (sha256, content) VALUES (?, ?)');
      const addRevision = sqlite.prepare(
        `INSERT INTO instruction_revisions (instruction_id, revision, status, instruction_number, title, type,
           is_universal, exclude_patterns, source_language, titles, contents, documents)
         VALUES (?, 1, 'draft', ?, ?, 'user_manual', 0, '[]', 'en', '[]', ?, '[]')`,
      );
      for (let index = 0; index < drafts; index++) {
        const number = `BULK-${String(index).padStart(5, '0')}`;
        const { id } = addInstruction.get(number, `Bulk draft ${index}`) as { id: number };
        const contents = SUPPORTED_LANGUAGES.map((language) => {
          const sha256 = createHash('sha256').update(`${number} ${language}`).digest('hex');
          addText.run(sha256, `# ${number} in ${language}`);
          return { language, sha256 };
        });
        addRevision.run(id, number, `Bulk draft ${index}`, JSON.stringify(contents));
      }
    })();
    sqlite.close();

    const listed = await admin.getJson<AdminInstructionListItem[]>('/api/admin/instructions');
    const bulk = listed.filter((item) => item.instructionNumber.startsWith('BULK-'));
    expect(bulk).toHaveLength(drafts);
    expect(bulk.every((item) => item.contentLanguages.length === SUPPORTED_LANGUAGES.length)).toBe(true);
  }, 60_000);
});
