import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../../common/api/activities';
import type { InstructionDocument } from '../../common/api/instruction-documents';
import type { AdminInstructionDetail, AdminInstructionListItem } from '../../common/api/instructions';
import {
  encryptedPdf,
  numberedPages,
  pdfWithOpenActionScript,
  pdfWithPages,
  truncatedPdf,
} from '../fixtures/pdf-documents';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import {
  attachDocument,
  createInstruction,
  documentPath,
  putDocument,
} from './support/instruction-documents';

const DOCUMENT_LIMIT = 64 * 1024;
let server: TestServer;
let admin: ApiClient;

/** The stored document files, by name: what a refused upload must not add to. */
const storedFiles = () => {
  const folder = path.join(server.dataDir, 'documents');
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.pdf'))
      .sort();
  } catch {
    return [];
  }
};
const incomingFiles = () => {
  try {
    return readdirSync(path.join(server.dataDir, 'documents', 'incoming'));
  } catch {
    return [];
  }
};

const detail = (id: number) => admin.getJson<AdminInstructionDetail>(`/api/admin/instructions/${id}`);

// Each upload starts a worker thread that loads pdf.js: from source (tsx) on a busy machine that
// takes seconds, and a case here uploads a few.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

beforeAll(async () => {
  server = await startApiServer({ config: { documentLimitBytes: DOCUMENT_LIMIT } });
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

describe('PUT /api/admin/instructions/{id}/documents/{language}', () => {
  it('stores a PDF and answers its language, name, size, pages and text characters', async () => {
    const instruction = await createInstruction(admin, 'Wall bracket');
    const bytes = pdfWithPages(['Mount the bracket', 'Tighten the screws', 'Done']);
    const response = await putDocument(admin, instruction.id, 'de', bytes, 'Wandhalter Anleitung.pdf');
    expect(response.status).toBe(200);
    const document = (await response.json()) as InstructionDocument;
    expect(document).toEqual({
      language: 'de',
      fileName: 'Wandhalter Anleitung.pdf',
      bytes: bytes.length,
      pages: 3,
      textCharacters: 'Mount the bracket'.length + 'Tighten the screws'.length + 'Done'.length,
    });
    expect((await detail(instruction.id)).documents).toEqual([document]);
    const listed = await admin.getJson<AdminInstructionListItem[]>('/api/admin/instructions');
    expect(listed.find((item) => item.id === instruction.id)?.documentLanguages).toEqual(['de']);
    expect(incomingFiles()).toEqual([]);
  });

  it('replaces the PDF of a language and keeps the file it replaced for the revision naming it', async () => {
    const instruction = await createInstruction(admin, 'Dishwasher');
    await attachDocument(admin, instruction.id, 'en', numberedPages(2), 'old.pdf');
    const before = storedFiles();
    const replaced = await attachDocument(admin, instruction.id, 'en', numberedPages(5), 'new.pdf');
    expect(replaced).toMatchObject({ language: 'en', fileName: 'new.pdf', pages: 5 });
    expect((await detail(instruction.id)).documents).toEqual([replaced]);
    expect(storedFiles()).toHaveLength(before.length + 1);
    expect(storedFiles()).toEqual(expect.arrayContaining(before));
  });

  it('keeps one PDF per language, listed in language order', async () => {
    const instruction = await createInstruction(admin, 'Soundbar');
    await attachDocument(admin, instruction.id, 'fr', numberedPages(1));
    await attachDocument(admin, instruction.id, 'en', numberedPages(2));
    expect((await detail(instruction.id)).documents.map((document) => document.language)).toEqual([
      'en',
      'fr',
    ]);
  });

  it('DELETE removes the PDF of a language (its file stays for the history), and answers 404 when there is none', async () => {
    const instruction = await createInstruction(admin, 'Firmware');
    await attachDocument(admin, instruction.id, 'it', pdfWithPages(['Aggiornamento unico']));
    const withIt = storedFiles();
    const removed = await admin.delete(documentPath(instruction.id, 'it'));
    expect(removed.status).toBe(200);
    expect((await detail(instruction.id)).documents).toEqual([]);
    expect((await server.client().get(documentPath(instruction.id, 'it').replace('/admin', ''))).status).toBe(
      404,
    );
    expect(storedFiles()).toEqual(withIt);
    const again = await admin.delete(documentPath(instruction.id, 'it'));
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
  });

  it('keeps the files of a deleted instruction, which comes back from the deleted list with its PDFs', async () => {
    const instruction = await createInstruction(admin, 'Coffee machine');
    const before = storedFiles();
    await attachDocument(admin, instruction.id, 'nl', pdfWithPages(['Koffiemachine ontkalken']));
    expect(storedFiles()).toHaveLength(before.length + 1);
    expect((await admin.delete(`/api/admin/instructions/${instruction.id}`)).status).toBe(200);
    expect(storedFiles()).toHaveLength(before.length + 1);
    const publicPdf = `/api/instructions/${instruction.id}/documents/nl`;
    expect((await server.client().get(publicPdf)).status).toBe(404);
    expect((await admin.post(`/api/admin/deleted-instructions/${instruction.id}/restore`)).status).toBe(200);
    expect((await server.client().get(publicPdf)).status).toBe(200);
  });

  it('logs attaching and removing like other changes', async () => {
    const instruction = await createInstruction(admin, 'Lawn mower');
    await attachDocument(admin, instruction.id, 'da', numberedPages(1), 'plæneklipper.pdf');
    await admin.delete(documentPath(instruction.id, 'da'));
    const activities = await admin.getJson<Activity[]>('/api/admin/activities');
    const mine = activities.filter((activity) => activity.entityId === instruction.id);
    expect(mine.map((activity) => activity.detail)).toEqual(
      expect.arrayContaining([
        {
          kind: 'documentAttached',
          values: {
            instructionNumber: instruction.instructionNumber,
            language: 'da',
            fileName: 'plæneklipper.pdf',
            revision: 2,
          },
        },
        {
          kind: 'documentRemoved',
          values: {
            instructionNumber: instruction.instructionNumber,
            language: 'da',
            fileName: 'plæneklipper.pdf',
            revision: 3,
          },
        },
      ]),
    );
  });

  it('needs a signed-in admin', async () => {
    const instruction = await createInstruction(admin, 'Router');
    const anonymous = server.client();
    const response = await putDocument(anonymous, instruction.id, 'en', numberedPages(1));
    expect(response.status).toBe(401);
    expect((await detail(instruction.id)).documents).toEqual([]);
  });
});

describe('refused uploads store nothing', () => {
  let instructionId: number;
  beforeAll(async () => {
    instructionId = (await createInstruction(admin, 'Battery care')).id;
  });

  async function expectRefused(bytes: Uint8Array, status: number, code: string, fileName = 'manual.pdf') {
    const before = storedFiles();
    const response = await putDocument(admin, instructionId, 'en', bytes, fileName);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(20);
    expect((await detail(instructionId)).documents).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect(incomingFiles()).toEqual([]);
    return body;
  }

  it('a text file named .pdf (magic bytes, not the name)', async () => {
    const body = await expectRefused(
      Buffer.from('Just some notes, not a PDF at all.\n'),
      415,
      'DOCUMENT_NOT_PDF',
      'notes.pdf',
    );
    expect(body.message).toMatch(/not a PDF/);
  });

  it('a PDF that runs JavaScript when opened (/OpenAction)', async () => {
    const body = await expectRefused(pdfWithOpenActionScript(), 400, 'DOCUMENT_HAS_SCRIPT');
    expect(body.message).toMatch(/JavaScript/);
  });

  it('an encrypted PDF', async () => {
    await expectRefused(encryptedPdf(), 400, 'DOCUMENT_ENCRYPTED');
  });

  it('a broken (cut-off) PDF', async () => {
    await expectRefused(truncatedPdf(), 400, 'DOCUMENT_BROKEN');
  });

  it('a PDF over the document limit, with 413', async () => {
    const big = pdfWithPages(['Large'], { fillerBytesPerPage: DOCUMENT_LIMIT + 1 });
    const body = await expectRefused(big, 413, 'FILE_TOO_LARGE');
    expect(body).toMatchObject({ limitBytes: DOCUMENT_LIMIT });
  });

  it('an upload without the field `file`, or for an unknown language or instruction', async () => {
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(numberedPages(1))]), 'manual.pdf');
    const wrongField = await admin.request('PUT', documentPath(instructionId, 'en'), { body: form });
    expect(wrongField.status).toBe(400);
    const wrongLanguage = await admin.request(
      'PUT',
      `/api/admin/instructions/${instructionId}/documents/xx`,
      {
        body: new FormData(),
      },
    );
    expect(wrongLanguage.status).toBe(400);
    const unknown = await putDocument(admin, 999_999, 'en', numberedPages(1));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'INSTRUCTION_NOT_FOUND' });
    expect(storedFiles().length).toBeGreaterThanOrEqual(0);
    expect(incomingFiles()).toEqual([]);
  });
});

describe('processing over the time budget', () => {
  it('is refused with DOCUMENT_TOO_COMPLEX and stores nothing', async () => {
    const slow = await startApiServer({ config: { documentBudget: { timeMs: 1, heapMb: 192 } } });
    try {
      const slowAdmin = await slow.client().registerAdmin();
      const instruction = await createInstruction(slowAdmin, 'Printer');
      const response = await putDocument(slowAdmin, instruction.id, 'en', numberedPages(50));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX' });
      const stored = await slowAdmin.getJson<AdminInstructionDetail>(
        `/api/admin/instructions/${instruction.id}`,
      );
      expect(stored.documents).toEqual([]);
    } finally {
      await slow.dispose();
    }
  });
});

describe('processing over the memory budget', () => {
  it('is refused with DOCUMENT_TOO_COMPLEX, stores nothing, and the server keeps answering', async () => {
    const tight = await startApiServer({ config: { documentBudget: { timeMs: 60_000, heapMb: 2 } } });
    try {
      const tightAdmin = await tight.client().registerAdmin();
      const instruction = await createInstruction(tightAdmin, 'Printer');
      const response = await putDocument(tightAdmin, instruction.id, 'en', numberedPages(50));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'DOCUMENT_TOO_COMPLEX',
        message: expect.stringContaining('more memory than allowed'),
      });
      const stored = await tightAdmin.getJson<AdminInstructionDetail>(
        `/api/admin/instructions/${instruction.id}`,
      );
      expect(stored.documents).toEqual([]);
    } finally {
      await tight.dispose();
    }
  });
});

describe('an instruction whose only content is PDFs', () => {
  it('is created with documentLanguages instead of text, and saved again without them', async () => {
    const instruction = await createInstruction(admin, 'Bike gears', { documentLanguages: ['de'] });
    expect(instruction.sourceLanguage).toBe('de');
    await attachDocument(admin, instruction.id, 'de', pdfWithPages(['Schaltung einstellen']));
    const saved = await admin.put(`/api/admin/instructions/${instruction.id}`, {
      instruction: {
        title: 'Bike gears, adjusted',
        type: 'user_manual',
        isUniversal: true,
        excludePatterns: [],
      },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as AdminInstructionDetail).documents.map((d) => d.language)).toEqual(['de']);
  });

  it('without text or PDF is still refused', async () => {
    const response = await admin.post('/api/admin/instructions', {
      instruction: { title: 'Empty', type: 'user_manual', isUniversal: true, excludePatterns: [] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ rule: 'contentRequired' }],
    });
  });
});
