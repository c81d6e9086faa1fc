import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import type { SearchAnswer } from '../../common/api/search';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { attachDocument, createInstruction, putDocument } from './support/instruction-documents';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  const credentials = { username: 'writer', password: 'writer-password' };
  expect((await admin.post('/api/admin/users', { ...credentials, role: 'editor' })).status).toBe(201);
  editor = await server.client().login(credentials);
});

afterAll(async () => {
  await server.dispose();
});

const publicPdf = (id: number) => `/api/instructions/${id}/documents/en`;
const previewPdf = (id: number) => `/api/admin/preview/instructions/${id}/documents/en`;

/** How many public word-search hits the instruction gets for a word. */
async function hits(id: number, word: string): Promise<number> {
  const answer = await server
    .client()
    .getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent(word)}&lang=en`);
  return answer.results.filter((hit) => hit.instructionId === id).length;
}

async function saveDraftText(id: number, text: string): Promise<AdminInstructionDetail> {
  const stored = await admin.getJson<AdminInstructionDetail>(`/api/admin/instructions/${id}`);
  const response = await admin.put(`/api/admin/instructions/${id}`, {
    instruction: { title: stored.title, type: stored.type, isUniversal: true, excludePatterns: [] },
    contents: { en: text },
    status: 'draft',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminInstructionDetail;
}

describe('PDFs belong to revisions', () => {
  it('keeps a PDF attached to a draft away from the public until the draft is published', async () => {
    const pump = await createInstruction(admin, 'Borehole pump');
    const live = await attachDocument(admin, pump.id, 'en', pdfWithPages(['Prime with lukewarmwater']));
    expect((await server.client().get(publicPdf(pump.id))).status).toBe(200);
    await saveDraftText(pump.id, 'About the new borehole pump');

    const replaced = await attachDocument(admin, pump.id, 'en', pdfWithPages(['Flush with gravelfilter']));
    expect(replaced.fileName).toBe(live.fileName);
    // The draft has the new PDF; visitors, the word search and the public answer keep the published one.
    const publicAnswer = await server.client().get(publicPdf(pump.id));
    expect(publicAnswer.status).toBe(200);
    expect(Buffer.from(await publicAnswer.arrayBuffer()).toString('latin1')).toContain('lukewarmwater');
    expect(await hits(pump.id, 'gravelfilter')).toBe(0);
    expect(await hits(pump.id, 'lukewarmwater')).toBe(1);
    const preview = await admin.get(previewPdf(pump.id));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await preview.arrayBuffer()).toString('latin1')).toContain('gravelfilter');
    expect((await server.client().get(previewPdf(pump.id))).status).toBe(401);

    expect((await admin.post(`/api/admin/instructions/${pump.id}/publish`)).status).toBe(200);
    const published = await server.client().get(publicPdf(pump.id));
    expect(Buffer.from(await published.arrayBuffer()).toString('latin1')).toContain('gravelfilter');
    expect(await hits(pump.id, 'gravelfilter')).toBe(1);
    expect(await hits(pump.id, 'lukewarmwater')).toBe(0);
  });

  it("serves a never-published instruction's PDF in the preview only", async () => {
    const hidden = await createInstruction(admin, 'Secret valve', {
      contents: { en: 'Draft' },
      status: 'draft',
    });
    await attachDocument(admin, hidden.id, 'en', pdfWithPages(['Unreleasedvalve manual']));
    expect((await server.client().get(publicPdf(hidden.id))).status).toBe(404);
    expect(await hits(hidden.id, 'Unreleasedvalve')).toBe(0);
    expect((await admin.get(previewPdf(hidden.id))).status).toBe(200);
  });

  it('lets an editor attach a PDF to a published instruction, as a draft an admin publishes', async () => {
    const drill = await createInstruction(admin, 'Hammer drill');
    const response = await putDocument(editor, drill.id, 'en', pdfWithPages(['Editorsdrill chuck']));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ language: 'en', pages: 1 });
    expect((await server.client().get(publicPdf(drill.id))).status).toBe(404);
    const detail = await editor.getJson<AdminInstructionDetail>(`/api/admin/instructions/${drill.id}`);
    expect(detail.status).toBe('draft');
    expect(detail.documents.map((document) => document.language)).toEqual(['en']);
    expect((await admin.post(`/api/admin/instructions/${drill.id}/publish`)).status).toBe(200);
    expect((await server.client().get(publicPdf(drill.id))).status).toBe(200);
    expect(await hits(drill.id, 'Editorsdrill')).toBe(1);
  });

  it("restoring a revision re-attaches that revision's PDF", async () => {
    const mixer = await createInstruction(admin, 'Concrete mixer');
    await attachDocument(admin, mixer.id, 'en', pdfWithPages(['Oldmixer drum']));
    const withOld = await admin.getJson<AdminInstructionDetail>(`/api/admin/instructions/${mixer.id}`);
    await attachDocument(admin, mixer.id, 'en', pdfWithPages(['Newmixer drum']));
    expect(await hits(mixer.id, 'Oldmixer')).toBe(0);

    const restored = await admin.post(
      `/api/admin/instructions/${mixer.id}/revisions/${withOld.revision}/restore`,
    );
    expect(restored.status).toBe(200);
    const answer = await server.client().get(publicPdf(mixer.id));
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).toString('latin1')).toContain('Oldmixer');
    expect(await hits(mixer.id, 'Oldmixer')).toBe(1);
    expect(await hits(mixer.id, 'Newmixer')).toBe(0);
  });

  it('keeps a form opened before a PDF change saveable, with the PDF kept', async () => {
    const heater = await createInstruction(admin, 'Water heater');
    const opened = await admin.getJson<AdminInstructionDetail>(`/api/admin/instructions/${heater.id}`);
    await attachDocument(admin, heater.id, 'en', pdfWithPages(['Heaterpdf anode']));
    const saved = await admin.put(`/api/admin/instructions/${heater.id}`, {
      instruction: { title: 'Water heater', type: 'user_manual', isUniversal: true, excludePatterns: [] },
      contents: { en: 'Descale the water heater yearly' },
      baseRevision: opened.revision,
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as AdminInstructionDetail).documents.map((d) => d.language)).toEqual(['en']);
    expect(await hits(heater.id, 'Heaterpdf')).toBe(1);
  });
});
