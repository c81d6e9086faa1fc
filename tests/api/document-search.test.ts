import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import type { SearchAnswer } from '../../common/api/search';
import type { TranslationCoverage } from '../../common/api/translations';
import type { Language } from '../../common/languages';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { attachDocument, createInstruction, documentPath } from './support/instruction-documents';

// Each upload starts a worker thread that loads pdf.js: from source (tsx) on a busy machine that
// takes seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let admin: ApiClient;
let pdfOnly: AdminInstructionDetail;
let withText: AdminInstructionDetail;

const search = (q: string, lang: Language = 'en') =>
  server.client().getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`);

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  pdfOnly = await createInstruction(admin, 'Pressure washer', { documentLanguages: ['de'] });
  withText = await createInstruction(admin, 'Chainsaw', { contents: { en: 'Sharpen the chain monthly.' } });
});

afterAll(async () => {
  await server.dispose();
});

describe('word search inside PDF manuals', () => {
  it('finds a word that occurs only on page 3 of a PDF, with a snippet from that page and its number', async () => {
    expect((await search('Zahnriemenspannung', 'de')).results).toEqual([]);
    await attachDocument(
      admin,
      pdfOnly.id,
      'de',
      pdfWithPages([
        'Sicherheitshinweise lesen',
        'Anschluss an die Wasserleitung',
        'Die Zahnriemenspannung alle 50 Stunden pruefen',
      ]),
    );
    const answer = await search('Zahnriemenspannung', 'de');
    expect(answer.results).toHaveLength(1);
    const [hit] = answer.results;
    expect(hit).toMatchObject({ instructionId: pdfOnly.id, language: 'de', page: 3 });
    expect(hit?.snippet).toContain('Die Zahnriemenspannung alle 50 Stunden');
    const [range] = hit?.snippetRanges ?? [];
    expect(hit?.snippet.slice(range?.[0], range?.[1])).toBe('Zahnriemenspannung');
  });

  it('finds parts of words inside the PDF too', async () => {
    const answer = await search('riemenspann', 'de');
    expect(answer.results.map((hit) => [hit.instructionId, hit.page])).toEqual([[pdfOnly.id, 3]]);
  });

  it('shows the text, without a page, when the word is in the text as well as in the PDF', async () => {
    await attachDocument(admin, withText.id, 'en', pdfWithPages(['Chain oil', 'Sharpen with a round file']));
    const answer = await search('sharpen');
    const hit = answer.results.find((result) => result.instructionId === withText.id);
    expect(hit?.snippet).toBe('Sharpen the chain monthly.');
    expect(hit?.page).toBeUndefined();
    const inPdf = (await search('round file')).results.find((result) => result.instructionId === withText.id);
    expect(inPdf?.page).toBe(2);
  });

  it('forgets the words of a PDF that is replaced or removed', async () => {
    await attachDocument(admin, withText.id, 'en', pdfWithPages(['Kickback protection']));
    expect((await search('round file')).results).toEqual([]);
    expect((await search('kickback')).results.map((hit) => hit.page)).toEqual([1]);
    expect((await admin.delete(documentPath(withText.id, 'en'))).status).toBe(200);
    expect((await search('kickback')).results).toEqual([]);
    expect((await search('sharpen')).results.map((hit) => hit.instructionId)).toEqual([withText.id]);
  });

  it('keeps the PDF searchable when the text of its language is removed', async () => {
    const both = await createInstruction(admin, 'Drill', { contents: { fr: 'Percer le mur.' } });
    await attachDocument(admin, both.id, 'fr', pdfWithPages(['Foret a beton']));
    const saved = await admin.put(`/api/admin/instructions/${both.id}`, {
      instruction: { title: 'Drill', type: 'user_manual', isUniversal: true, excludePatterns: [] },
      contents: {},
    });
    expect(saved.status).toBe(200);
    expect((await search('percer', 'fr')).results).toEqual([]);
    expect((await search('beton', 'fr')).results.map((hit) => [hit.instructionId, hit.page])).toEqual([
      [both.id, 1],
    ]);
  });
});

describe('translation coverage', () => {
  it('counts a language with a PDF as present', async () => {
    const coverage = await admin.getJson<TranslationCoverage>('/api/admin/translations?limit=500');
    const row = coverage.rows.find((candidate) => candidate.id === pdfOnly.id);
    expect(row?.cells.de.state).toBe('up_to_date');
    expect(row?.cells.en.state).toBe('missing');
    const detail = await admin.getJson<AdminInstructionDetail>(`/api/admin/instructions/${pdfOnly.id}`);
    expect(detail.translations.de.state).toBe('up_to_date');
  });
});
