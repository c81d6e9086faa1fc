/** The document worker's workerData; it answers with one PdfReading (pdf-text.ts). */
export interface DocumentWorkerData {
  file: string;
}
