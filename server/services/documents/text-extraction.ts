import { launchProcess } from '../../workers/launch-process';
import type { PdfReading } from './pdf-text';

/** What reading one PDF may cost before it is refused as too complex. */
export interface ExtractionBudget {
  timeMs: number;
  /** The reader process's JavaScript heap; the file's own bytes are outside it. */
  heapMb: number;
}

export type Extraction = PdfReading | { ok: false; refusal: 'budget'; detail: string };

/**
 * Reads the pages' text of a PDF file in a child process started for this upload alone, killed when
 * it answers or runs out of time; running out of memory ends it. A process rather than a worker
 * thread: pdf.js holds the whole file and what it parsed from it (about four times a 100 MB file at
 * its peak), which in a thread would count against the server's own memory. One process per upload
 * rather than the job runner: an upload's answer waits for it (seconds, not a job to follow with
 * progress), and uploads of different instructions need not queue behind each other.
 */
export function extractPdfText(file: string, budget: ExtractionBudget): Promise<Extraction> {
  const reader = launchProcess('services/documents/document-reader', [file], budget.heapMb);
  return new Promise<Extraction>((resolve) => {
    let settled = false;
    const settle = (extraction: Extraction) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(extraction);
      reader.kill();
    };
    const timer = setTimeout(
      () => settle({ ok: false, refusal: 'budget', detail: `took longer than ${budget.timeMs} ms` }),
      budget.timeMs,
    );
    reader.onMessage((reading) => settle(reading as PdfReading));
    reader.onExit(({ code, crashed }) =>
      settle(
        crashed
          ? { ok: false, refusal: 'budget', detail: 'needed more memory than allowed' }
          : { ok: false, refusal: 'broken', detail: `the reader stopped (exit code ${code ?? 'none'})` },
      ),
    );
  });
}
