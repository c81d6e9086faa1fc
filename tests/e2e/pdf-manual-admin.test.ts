import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const e2e = useEndToEnd({ admin: true, context: { viewport: { width: 1366, height: 900 } } });

const pages = (count: number, word: string) =>
  Array.from({ length: count }, (_, index) => `${word} manual, page ${index + 1}`);

/** A PDF of `count` pages grown with filler, so its upload takes long enough to be watched. */
const bigPdf = (count: number, word: string) =>
  pdfWithPages(pages(count, word), { fillerBytesPerPage: Math.floor((3 * 1024 * 1024) / count) });

async function createInstruction(title: string): Promise<AdminInstructionDetail> {
  const { context, server } = e2e;
  const created = await context.request.post(`${server.url}/api/admin/instructions`, {
    data: { instruction: { title, isUniversal: true }, contents: { en: `${title}: read the PDF.` } },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as AdminInstructionDetail;
}

async function documentsOf(id: number): Promise<AdminInstructionDetail['documents']> {
  const { context, server } = e2e;
  const answer = await context.request.get(`${server.url}/api/admin/instructions/${id}`);
  return ((await answer.json()) as AdminInstructionDetail).documents;
}

/** Sends request bodies slowly (Chromium's own throttling), so an upload's progress can be seen. */
async function slowUploads(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

describe('attaching a PDF manual in the instruction form', () => {
  let instruction: AdminInstructionDetail;
  // Each upload's text is read in a child process of its own: seconds when the machine is busy.
  const UPLOADED = { timeout: 30_000 };

  beforeAll(async () => {
    instruction = await createInstruction('Garden pump');
  });

  it('uploads with progress, replaces and removes the language’s PDF', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/admin/instructions/${instruction.id}`);
    const field = page.getByTestId('document-en');
    await expect.poll(() => field.innerText()).toContain('Drop a PDF here');

    const fast = await slowUploads(page);
    await page.locator('#document-en').setInputFiles({
      name: 'garden-pump.pdf',
      mimeType: 'application/pdf',
      buffer: bigPdf(4, 'Pump'),
    });
    const status = page.getByRole('status').filter({ hasText: 'Sending the PDF' });
    await expect.poll(() => status.innerText()).toMatch(/Sending the PDF… \d+ %/);
    expect(await page.locator('.document-progress .bp6-progress-bar').count()).toBe(1);
    await fast();
    await expect.poll(() => field.innerText(), UPLOADED).toContain('garden-pump.pdf');
    expect(await field.innerText()).toContain('4 pages');
    await screenshot(page, 'pdf-admin-form-attached');
    expect((await documentsOf(instruction.id)).map((document) => document.fileName)).toEqual([
      'garden-pump.pdf',
    ]);

    await page.locator('#document-en').setInputFiles({
      name: 'garden-pump-v2.pdf',
      mimeType: 'application/pdf',
      buffer: pdfWithPages(pages(2, 'Pump')),
    });
    await expect.poll(() => field.innerText(), UPLOADED).toContain('garden-pump-v2.pdf');
    expect(await field.innerText()).toContain('2 pages');
    expect((await documentsOf(instruction.id)).map((document) => document.pages)).toEqual([2]);

    await field.getByRole('button', { name: 'Remove PDF' }).click();
    await expect.poll(() => field.innerText()).toContain('Drop a PDF here');
    expect(await documentsOf(instruction.id)).toEqual([]);
  });

  it('shows the server’s reason when a file is refused, and keeps nothing', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/admin/instructions/${instruction.id}`);
    await expect.poll(() => page.getByTestId('document-en').innerText()).toContain('Drop a PDF here');
    await page.getByRole('tab', { name: /Deutsch/ }).click();
    await page.locator('#document-de').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('These are notes, not a PDF.'),
    });
    const alert = page.getByRole('alert').filter({ hasText: 'The PDF was not taken' });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await documentsOf(instruction.id)).toEqual([]);
  });

  it('creates an instruction whose only content is a PDF', async () => {
    const { page, server, context } = e2e;
    await page.goto(`${server.url}/admin/instructions/new`);
    await page.locator('#instruction-title').fill('Hedge trimmer');
    await page.getByText('Universal Instruction', { exact: true }).click();
    await page.locator('#document-en').setInputFiles({
      name: 'hedge-trimmer.pdf',
      mimeType: 'application/pdf',
      buffer: pdfWithPages(pages(3, 'Trimmer')),
    });
    await expect
      .poll(() => page.getByTestId('document-en').innerText(), UPLOADED)
      .toContain('hedge-trimmer.pdf');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(`${server.url}/admin/instructions`);
    const list = (await (await context.request.get(`${server.url}/api/admin/instructions`)).json()) as {
      id: number;
      title: string;
    }[];
    const created = list.find((item) => item.title === 'Hedge trimmer');
    expect(created).toBeDefined();
    expect((await documentsOf(created?.id ?? 0)).map((document) => document.pages)).toEqual([3]);
  });

  it('asks before leaving a new instruction’s form that holds a picked PDF not yet sent', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/admin/instructions/new`);
    await page.locator('#document-en').setInputFiles({
      name: 'chainsaw.pdf',
      mimeType: 'application/pdf',
      buffer: pdfWithPages(pages(2, 'Chainsaw')),
    });
    await expect.poll(() => page.getByTestId('document-en').innerText(), UPLOADED).toContain('chainsaw.pdf');

    await page.getByRole('menuitem', { name: 'Categories' }).click();
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/instructions/new');
    expect(await page.getByTestId('document-en').innerText()).toContain('chainsaw.pdf');

    await page.getByRole('menuitem', { name: 'Categories' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(`${server.url}/admin/categories`);
  });
});

describe('uploading many PDF manuals at once', () => {
  it('maps <instruction number>_<language>.pdf to the instructions and says what became of each file', async () => {
    const { page, server } = e2e;
    const first = await createInstruction('Lawn mower');
    const second = await createInstruction('Leaf blower');
    await page.goto(`${server.url}/admin/instructions`);
    await page.getByRole('button', { name: 'Upload PDFs' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('bulk-documents-files').setInputFiles([
      {
        name: `${first.instructionNumber}_de.pdf`,
        mimeType: 'application/pdf',
        buffer: pdfWithPages(pages(2, 'Mäher')),
      },
      {
        name: `${second.instructionNumber}_en.pdf`,
        mimeType: 'application/pdf',
        buffer: bigPdf(3, 'Blower'),
      },
      { name: 'INS-999999_en.pdf', mimeType: 'application/pdf', buffer: pdfWithPages(pages(1, 'Nobody')) },
      {
        name: `${first.instructionNumber}_xx.pdf`,
        mimeType: 'application/pdf',
        buffer: pdfWithPages(pages(1, 'Odd')),
      },
      {
        name: `${second.instructionNumber}_fr.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from('plain text'),
      },
    ]);
    // Each accepted upload reads its PDF in a new worker thread: seconds apiece on a busy machine.
    await expect
      .poll(() => dialog.getByRole('status').innerText(), { timeout: 60_000 })
      .toBe('5 of 5 files done');
    const rows = dialog.getByTestId('bulk-documents-row');
    const rowText = async (index: number) => (await rows.nth(index).innerText()).replace(/\s+/g, ' ');
    expect(await rowText(0)).toContain('Uploaded');
    expect(await rowText(0)).toContain('2 pages');
    expect(await rowText(1)).toContain('Uploaded');
    expect(await rowText(2)).toContain('No such instruction');
    expect(await rowText(3)).toContain('Unknown language');
    expect(await rowText(4)).toContain('Refused');
    await screenshot(page, 'pdf-admin-bulk-dialog');

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    const mowerRow = page.locator('tr', { hasText: 'Lawn mower' });
    await expect.poll(() => mowerRow.locator('[title="PDF manual in Deutsch"]').count()).toBe(1);

    expect((await documentsOf(first.id)).map((document) => document.language)).toEqual(['de']);
    expect((await documentsOf(second.id)).map((document) => document.language)).toEqual(['en']);
  }, 120_000);
});
