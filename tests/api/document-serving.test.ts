import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentUrl } from '../../common/api/instruction-documents';
import type { InstructionDetail } from '../../common/api/instructions';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { attachDocument, createInstruction } from './support/instruction-documents';

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;
let instructionId: number;
const bytes = pdfWithPages(['First page of the kettle manual', 'Second page: descaling']);
const FILE_NAME = 'Wasserkocher "Ärger" <neu>.pdf';
const address = (language = 'de') => `/api/instructions/${instructionId}/documents/${language}`;

// Each upload starts a worker thread that loads pdf.js: from source (tsx) on a busy machine that
// takes seconds, and a case here uploads a few.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  visitor = server.client();
  instructionId = (await createInstruction(admin, 'Kettle', { contents: { en: 'Boil water.' } })).id;
  await attachDocument(admin, instructionId, 'de', bytes, FILE_NAME);
});

afterAll(async () => {
  await server.dispose();
});

describe('GET /api/instructions/{id}/documents/{language}', () => {
  it('serves the PDF to anyone, inline, typed, unsniffable and sandboxed', async () => {
    const response = await visitor.get(address());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Wasserkocher __rger_ <neu>.pdf"; filename*=UTF-8''Wasserkocher%20%22%C3%84rger%22%20%3Cneu%3E.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers a Range with 206 and exactly those bytes, and a range past the end with 416', async () => {
    const part = await visitor.get(address(), { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('%PDF-1.4');

    const tail = await visitor.get(address(), { headers: { range: `bytes=${bytes.length - 6}-` } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).toString('latin1')).toBe('%%EOF\n');

    const past = await visitor.get(address(), { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('is cached by content hash: ETag, 304 for the same hash, immutable under ?v=<hash>', async () => {
    const first = await visitor.get(address());
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await visitor.get(address(), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);

    const detail = await visitor.getJson<InstructionDetail>(`/api/instruction/${instructionId}`);
    const [document] = detail.documents;
    if (!document) throw new Error('the public detail lists no document');
    expect(`"${document.sha256}"`).toBe(etag);
    const versioned = await visitor.get(documentUrl(instructionId, document));
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('changes its ETag when the PDF is replaced', async () => {
    const before = (await visitor.get(address())).headers.get('etag');
    await attachDocument(admin, instructionId, 'de', pdfWithPages(['A newer manual']), FILE_NAME);
    const after = await visitor.get(address(), { headers: { 'if-none-match': before ?? '' } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('answers 404 DOCUMENT_NOT_FOUND for a language without a PDF, 400 for an unknown language', async () => {
    const missing = await visitor.get(address('fr'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    expect((await visitor.get(address('xx'))).status).toBe(400);
  });
});

describe('the public instruction detail', () => {
  it('says which languages have a PDF, with pages, size and hash', async () => {
    const other = await createInstruction(admin, 'Grill', { documentLanguages: ['fr'] });
    await attachDocument(admin, other.id, 'fr', pdfWithPages(['Un', 'Deux', 'Trois']));
    await attachDocument(admin, other.id, 'en', pdfWithPages(['One']));
    const detail = await visitor.getJson<InstructionDetail>(`/api/instruction/${other.id}`);
    expect(detail.contents).toEqual([]);
    expect(detail.documents).toEqual([
      {
        language: 'en',
        pages: 1,
        bytes: expect.any(Number),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      {
        language: 'fr',
        pages: 3,
        bytes: expect.any(Number),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    const byNumber = await visitor.getJson<InstructionDetail>(
      `/api/instruction/number/${other.instructionNumber}`,
    );
    expect(byNumber.documents).toEqual(detail.documents);
  });
});
