import { launchWorker } from '../../workers/launch-worker';
import type { DocumentWorkerData } from './document-worker-protocol';
import type { PdfReading } from './pdf-text';

/** What reading one PDF may cost before it is refused as too complex. */
export interface ExtractionBudget {
  timeMs: number;
  /** The worker's JavaScript heap; the file's own bytes are outside it. */
  heapMb: number;
}

export type Extraction = PdfReading | { ok: false; refusal: 'budget'; detail: string };

/**
 * Reads the pages' text of a PDF file in a worker thread started for this upload alone, ended when
 * it answers, runs out of time or of memory. One thread per upload rather than the job runner: an
 * upload's answer waits for it (seconds, not a job to follow with progress), and uploads of
 * different instructions need not queue behind each other.
 */
export function extractPdfText(file: string, budget: ExtractionBudget): Promise<Extraction> {
  const worker = launchWorker('services/documents/document-worker', { file } satisfies DocumentWorkerData, {
    maxOldGenerationSizeMb: budget.heapMb,
  });
  return new Promise<Extraction>((resolve) => {
    const timer = setTimeout(() => {
      resolve({ ok: false, refusal: 'budget', detail: `took longer than ${budget.timeMs} ms` });
      void worker.terminate();
    }, budget.timeMs);
    const settle = (extraction: Extraction) => {
      clearTimeout(timer);
      resolve(extraction);
      void worker.terminate();
    };
    worker.once('message', (reading: PdfReading) => settle(reading));
    worker.once('error', (error) =>
      settle(
        'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { ok: false, refusal: 'budget', detail: 'needed more memory than allowed' }
          : { ok: false, refusal: 'broken', detail: error.message },
      ),
    );
    worker.once('exit', () => settle({ ok: false, refusal: 'broken', detail: 'the reader stopped' }));
  });
}
