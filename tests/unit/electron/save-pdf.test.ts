import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pdfFileName, savePageAsPdf, type SavePdfRequest } from '../../../electron/save-pdf';

// The handler gets what Electron would hand it (sender address, printToPDF, the save dialog) as
// plain functions, so its decisions and the file it writes are checked here without Electron.
const SERVER = 'http://127.0.0.1:47100';
const PDF = new TextEncoder().encode('%PDF-1.7 fake page');
const dir = mkdtempSync(path.join(tmpdir(), 'save-pdf-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function request(overrides: Partial<SavePdfRequest>): SavePdfRequest {
  return {
    senderUrl: `${SERVER}/instructions/AVN-R110/en/12`,
    serverUrl: SERVER,
    suggestedName: 'AVN-R110 Setup',
    printToPdf: vi.fn(() => Promise.resolve(PDF)),
    chooseFile: vi.fn((name: string) => Promise.resolve(path.join(dir, name))),
    writeFile: (filePath, data) => writeFile(filePath, data),
    ...overrides,
  };
}

describe('saving a page as PDF', () => {
  it('writes the rendered PDF where the person chose, under the proposed name', async () => {
    const asked = request({});
    const result = await savePageAsPdf(asked);
    const expected = path.join(dir, 'AVN-R110 Setup.pdf');
    expect(result).toEqual({ saved: true, filePath: expected });
    expect(asked.chooseFile).toHaveBeenCalledWith('AVN-R110 Setup.pdf');
    expect(readFileSync(expected, 'utf8')).toBe('%PDF-1.7 fake page');
  });

  it('refuses pages from any other origin without a dialog or a render', async () => {
    for (const senderUrl of ['https://example.com/x', 'http://127.0.0.1:9999/', 'file:///etc/passwd', '']) {
      const asked = request({ senderUrl });
      expect(await savePageAsPdf(asked)).toEqual({ saved: false, message: 'Refused.' });
      expect(asked.chooseFile).not.toHaveBeenCalled();
      expect(asked.printToPdf).not.toHaveBeenCalled();
    }
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const asked = request({ chooseFile: () => Promise.resolve(undefined) });
    expect(await savePageAsPdf(asked)).toEqual({ saved: false });
    expect(asked.printToPdf).not.toHaveBeenCalled();
  });

  it('reports a failed write in words', async () => {
    const asked = request({ chooseFile: () => Promise.resolve(path.join(dir, 'missing-folder', 'x.pdf')) });
    const result = await savePageAsPdf(asked);
    expect(result.saved).toBe(false);
    expect(result.saved ? '' : result.message).toMatch(/ENOENT/);
  });

  it('proposes a plain file name whatever the page sends', () => {
    expect(pdfFileName('../../etc/passwd')).toBe('etc passwd.pdf');
    expect(pdfFileName('A:B*C?.PDF')).toBe('A B C.pdf');
    expect(pdfFileName('   ')).toBe('instruction.pdf');
    expect(pdfFileName({ name: 'x' })).toBe('instruction.pdf');
    expect(pdfFileName('x'.repeat(500))).toBe(`${'x'.repeat(120)}.pdf`);
  });
});
