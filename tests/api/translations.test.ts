import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../common/api/categories';
import type { AdminInstructionDetail, InstructionDetail } from '../../common/api/instructions';
import type { LibraryAddress } from '../../common/api/library-address';
import type { ConfirmTranslationAnswer, TranslationCoverage } from '../../common/api/translations';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let audio: Category;
let video: Category;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  audio = (await (await admin.post('/api/admin/categories', { name: 'Audio' })).json()) as Category;
  video = (await (await admin.post('/api/admin/categories', { name: '=Video' })).json()) as Category;
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

interface Texts {
  contents: Record<string, string>;
  titles?: Record<string, string>;
  sourceLanguage?: string;
  categoryId?: number;
  title?: string;
}

function body({ contents, titles = {}, sourceLanguage, categoryId = audio.id, title = 'Soundbar' }: Texts) {
  return {
    instruction: { title, type: 'user_manual', isUniversal: false, excludePatterns: [], categoryId },
    contents,
    titles,
    ...(sourceLanguage ? { sourceLanguage } : {}),
  };
}

async function create(texts: Texts): Promise<AdminInstructionDetail> {
  const response = await admin.post('/api/admin/instructions', body(texts));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AdminInstructionDetail;
}

async function update(id: number, texts: Texts): Promise<AdminInstructionDetail> {
  const response = await admin.put(`/api/admin/instructions/${id}`, body(texts));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminInstructionDetail;
}

const states = (detail: AdminInstructionDetail) =>
  Object.fromEntries(Object.entries(detail.translations).map(([language, cell]) => [language, cell.state]));

describe('translation states of one instruction', () => {
  it('starts with the first written language as source, everything written up to date', async () => {
    const created = await create({ contents: { de: 'Hallo', en: 'Hello' }, titles: { fr: 'Barre' } });
    expect(created.sourceLanguage).toBe('en');
    expect(states(created)).toEqual({
      en: 'up_to_date',
      de: 'up_to_date',
      nl: 'missing',
      fr: 'title_only',
      it: 'missing',
      da: 'missing',
      es: 'missing',
    });
  });

  it('marks the other languages outdated when the source changes, and saving or confirming one makes it up to date', async () => {
    const created = await create({ contents: { en: 'Hello', de: 'Hallo', nl: 'Hallo NL' } });
    const changed = await update(created.id, {
      contents: { en: 'Hello again', de: 'Hallo', nl: 'Hallo NL' },
    });
    expect(states(changed)).toMatchObject({ en: 'up_to_date', de: 'outdated', nl: 'outdated' });
    expect(changed.translations.de.updatedAt).toBe(created.translations.de.updatedAt);

    const translated = await update(created.id, {
      contents: { en: 'Hello again', de: 'Hallo nochmal', nl: 'Hallo NL' },
    });
    expect(states(translated)).toMatchObject({ en: 'up_to_date', de: 'up_to_date', nl: 'outdated' });

    const confirm = await admin.post(`/api/admin/instructions/${created.id}/translations/nl/confirm`);
    expect(confirm.status).toBe(200);
    const { cells } = (await confirm.json()) as ConfirmTranslationAnswer;
    expect(cells.nl.state).toBe('up_to_date');
    // Confirming does not pretend the text changed.
    expect(cells.nl.updatedAt).toBe(created.translations.nl.updatedAt);
  });

  it('counts translations current again after a restore brings back the source text they were made from', async () => {
    const created = await create({ contents: { en: 'Hello', de: 'Hallo' } });
    await update(created.id, { contents: { en: 'Hello there', de: 'Hallo' } });
    const restored = await admin.post(`/api/admin/instructions/${created.id}/revisions/1/restore`);
    expect(restored.status).toBe(200);
    expect(states((await restored.json()) as AdminInstructionDetail)).toMatchObject({
      en: 'up_to_date',
      de: 'up_to_date',
    });

    // A restore of a source text newer than a translation leaves that translation outdated.
    const later = await create({ contents: { en: 'One', de: 'Eins' } });
    await update(later.id, { contents: { en: 'Two', de: 'Eins' } });
    await update(later.id, { contents: { en: 'Three', de: 'Eins' } });
    const back = await admin.post(`/api/admin/instructions/${later.id}/revisions/2/restore`);
    expect(states((await back.json()) as AdminInstructionDetail)).toMatchObject({
      en: 'up_to_date',
      de: 'outdated',
    });
  });

  it('tells the public single view which languages are outdated and when the source changed', async () => {
    const created = await create({ contents: { en: 'Hello', de: 'Hallo' } });
    const changed = await update(created.id, { contents: { en: 'Hello again', de: 'Hallo' } });
    const detail = (await (
      await server.client().get(`/api/instruction/${created.id}`)
    ).json()) as InstructionDetail;
    expect(detail.translation).toEqual({
      sourceLanguage: 'en',
      sourceUpdatedAt: changed.translations.en.updatedAt,
      outdated: ['de'],
    });
  });

  it('keeps an edited source language and refuses one without content', async () => {
    const created = await create({ contents: { en: 'Hello', de: 'Hallo' }, sourceLanguage: 'de' });
    expect(created.sourceLanguage).toBe('de');
    const kept = await update(created.id, { contents: { en: 'Hello', de: 'Hallo!' } });
    expect(kept.sourceLanguage).toBe('de');
    expect(states(kept)).toMatchObject({ de: 'up_to_date', en: 'outdated' });

    const refused = await admin.put(
      `/api/admin/instructions/${created.id}`,
      body({ contents: { en: 'Hello' }, sourceLanguage: 'fr' }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'The source language must have content',
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['sourceLanguage'], rule: 'sourceLanguage', params: {} }],
    });
  });

  it('answers clearly for a language without content or an unknown language', async () => {
    const created = await create({ contents: { en: 'Hello' } });
    const none = await admin.post(`/api/admin/instructions/${created.id}/translations/it/confirm`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toMatch(/no content in it/);
    const unknown = await admin.post(`/api/admin/instructions/${created.id}/translations/xx/confirm`);
    expect(unknown.status).toBe(400);
  });
});

describe('the coverage matrix', () => {
  it('counts per language, filters by category, state and language, pages, and needs a session', async () => {
    const first = await create({
      contents: { en: 'A', fr: 'A fr' },
      categoryId: video.id,
      title: 'Matrix one',
    });
    await create({
      contents: { en: 'B' },
      titles: { fr: 'B fr' },
      categoryId: video.id,
      title: 'Matrix two',
    });
    await update(first.id, {
      contents: { en: 'A changed', fr: 'A fr' },
      categoryId: video.id,
      title: 'Matrix one',
    });

    const all = await admin.getJson<TranslationCoverage>(`/api/admin/translations?category=${video.id}`);
    expect(all.total).toBe(2);
    const fr = all.languages.find((entry) => entry.language === 'fr');
    expect(fr).toEqual({
      language: 'fr',
      counts: { up_to_date: 0, outdated: 1, title_only: 1, missing: 0 },
      percentUpToDate: 0,
    });
    expect(all.languages.find((entry) => entry.language === 'en')?.percentUpToDate).toBe(100);

    const outdated = await admin.getJson<TranslationCoverage>(
      `/api/admin/translations?category=${video.id}&state=outdated&language=fr`,
    );
    expect(outdated.matching).toBe(1);
    expect(outdated.rows.map((row) => row.title)).toEqual(['Matrix one']);
    expect(outdated.total).toBe(2);

    const page = await admin.getJson<TranslationCoverage>(
      `/api/admin/translations?category=${video.id}&limit=1&offset=1`,
    );
    expect(page.rows.map((row) => row.title)).toEqual(['Matrix two']);

    const bad = await admin.get('/api/admin/translations?state=stale');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/state must be one of/);

    expect((await server.client().get('/api/admin/translations')).status).toBe(401);
  });

  it('follows every change at once: edits, confirmations, deletions and writes by another process', async () => {
    const audioCounts = async (language: string) =>
      (
        await admin.getJson<TranslationCoverage>(`/api/admin/translations?category=${audio.id}&q=fresh`)
      ).languages.find((entry) => entry.language === language)?.counts;
    const created = await create({ contents: { en: 'Fresh', it: 'Fresco' }, title: 'Fresh matrix' });
    expect(await audioCounts('it')).toMatchObject({ up_to_date: 1, outdated: 0 });

    await update(created.id, { contents: { en: 'Fresh again', it: 'Fresco' }, title: 'Fresh matrix' });
    expect(await audioCounts('it')).toMatchObject({ up_to_date: 0, outdated: 1 });

    await admin.post(`/api/admin/instructions/${created.id}/translations/it/confirm`);
    expect(await audioCounts('it')).toMatchObject({ up_to_date: 1, outdated: 0 });

    // The command line and the workers write through connections of their own.
    const other = openDatabase(path.join(server.dataDir, 'library.db'));
    try {
      sqliteOf(other)
        .prepare("INSERT INTO instruction_titles (instruction_id, language, title) VALUES (?, 'da', 'Frisk')")
        .run(created.id);
    } finally {
      closeDatabase(other);
    }
    expect(await audioCounts('da')).toMatchObject({ title_only: 1, missing: 0 });

    expect((await admin.delete(`/api/admin/instructions/${created.id}`)).status).toBeLessThan(300);
    expect(await audioCounts('en')).toEqual({ up_to_date: 0, outdated: 0, title_only: 0, missing: 0 });
  });

  it('exports the selection as CSV with formula-like cells neutralised', async () => {
    await create({ contents: { en: 'C' }, categoryId: video.id, title: '=HYPERLINK("x")' });
    const response = await admin.get(`/api/admin/translations/export?category=${video.id}&q=hyperlink`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('instruction_number,title,type,category,source_language,en,de,nl,fr,it,da,es');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^INS-\d+,"'=HYPERLINK\(""x""\)",user_manual,'=Video,en,up_to_date,missing,/);
  });
});

describe('the library address', () => {
  it('is null while the server listens on this machine only', async () => {
    expect(await server.client().getJson<LibraryAddress>('/api/library-address')).toEqual({
      lanOrigin: null,
      qrAddress: null,
      qrHostAnswered: true,
    });
  });
});
