import type { ErrorCode } from './errors';
import type { ImportResult, SyncResult } from './article-numbers';

/**
 * Every long job of the server, run by one job runner in a worker thread: the article-number CSV
 * import, export and sync from the Excel folder; publishing a library version and applying one.
 */
export type JobKind = keyof JobResults;

type JobState = 'running' | 'succeeded' | 'failed' | 'cancelled';

/**
 * What a job is doing now. An import reads and checks its file, then writes it in one transaction;
 * publishing takes a snapshot, signs it and writes the bundle; applying verifies the bundle, checks
 * its snapshot, then swaps the library in one transaction.
 */
export type JobPhase =
  | 'reading'
  | 'writing'
  | 'indexing'
  | 'exporting'
  | 'syncing'
  | 'snapshotting'
  | 'signing'
  | 'bundling'
  | 'verifying'
  | 'checking'
  | 'replacing'
  | 'finished';

interface ExportJobResult {
  rows: number;
}

/** A published version, as its job's result keeps it. */
export interface PublishJobResult {
  version: number;
  note: string;
  created: string;
  fileName: string;
  bundleSize: number;
}

/** An applied version, as its job's result keeps it (and POST /api/admin/library/import answers). */
export interface ApplyJobResult {
  version: number;
  note: string;
  /** Rows per content table of the applied library. */
  counts: Record<string, number>;
  /** The fingerprint of the hub's new key, when the file announced the hub's move to it and this install took it. */
  movedToKeyId?: string;
}

export interface JobResults {
  import: ImportResult;
  export: ExportJobResult;
  sync: SyncResult;
  publish: PublishJobResult;
  apply: ApplyJobResult;
}

/** What the progress counts of a job's kind count: rows of article numbers, or bytes of a bundle. */
export const JOB_UNITS: Record<JobKind, 'rows' | 'bytes'> = {
  import: 'rows',
  export: 'rows',
  sync: 'rows',
  publish: 'bytes',
  apply: 'bytes',
};

/**
 * One job as every job endpoint answers it (e.g. GET /api/admin/article-numbers/jobs/{kind},
 * GET /api/admin/library/jobs/{kind}). `done`/`total` count JOB_UNITS[kind] in the current phase
 * (0 of 0 when unknown); the last job of each kind stays readable after it ended, so a page opened
 * later still shows its result.
 */
export interface Job<K extends JobKind = JobKind> {
  id: string;
  kind: K;
  state: JobState;
  phase: JobPhase;
  done: number;
  total: number;
  startedAt: string;
  finishedAt: string | null;
  elapsedMs: number;
  /** The uploaded file's name, for an import or an uploaded library file. */
  fileName: string | null;
  result: JobResults[K] | null;
  /**
   * Why the job failed, with the HTTP status the waiting call answered and the values a client
   * words the code's text with (e.g. the first refused line).
   */
  error: JobError | null;
}

interface JobError {
  status: number;
  message: string;
  code: ErrorCode;
  details?: Record<string, string | number | null>;
}

/** The running or last job of each of some kinds. */
export type Jobs<K extends JobKind = JobKind> = { [Kind in K]?: Job<Kind> };
