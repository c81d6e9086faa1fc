/**
 * PDF manuals (issue 27), on a server process as `npm start` runs it: upload and text indexing time
 * per 100 pages, the peak RSS of the server and of its PDF reader process while a 100 MB PDF
 * uploads and is indexed (sampled from /proc), and how much a published library bundle grows by its documents. DOCUMENT_BENCH_PAGES and
 * DOCUMENT_BENCH_BIG_MB change the sizes. Figures only, no assertions.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LibraryStatus } from '../../common/api/library-bundles';
import { ApiClient } from '../api/support/api-server';
import { createInstruction, documentPath } from '../api/support/instruction-documents';
import { publish } from '../api/support/library-bundles';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { removeDataDir, startServerProcess } from '../support/server-process';
import { putFileStreamed } from './stream-upload';

const PAGES = Number(process.env.DOCUMENT_BENCH_PAGES ?? 500);
const BIG_MB = Number(process.env.DOCUMENT_BENCH_BIG_MB ?? 100);
const PAGE_TEXT = (page: number) =>
  Array.from(
    { length: 30 },
    (_, line) => `Page ${page} line ${line}: check the pump seal and the filter`,
  ).join('\n');

/** Resident memory of a process in MB, from /proc (Linux); 0 once it has ended. */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The server's child processes (the PDF reader), from /proc (Linux). */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function timedUpload(admin: ApiClient, id: number, bytes: Buffer): Promise<number> {
  const file = path.join(scratch, 'manual.pdf');
  writeFileSync(file, bytes);
  const started = performance.now();
  const response = await putFileStreamed(admin, documentPath(id, 'en'), file);
  if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${response.body}`);
  return performance.now() - started;
}

const bundleSize = async (admin: ApiClient) =>
  (await admin.getJson<LibraryStatus>('/api/admin/library/status')).served?.bundleSize ?? 0;

const scratch = mkdtempSync(path.join(tmpdir(), 'document-bench-'));
const server = await startServerProcess({ args: ['--no-demo', '--document-limit-mb', String(BIG_MB + 10)] });
try {
  const admin = await new ApiClient(server.url).registerAdmin();
  const pid = server.child.pid ?? 0;
  console.log('\nPDF manuals (issue 27), `npm start` server process:');

  const text = await createInstruction(admin, 'Text manual', { documentLanguages: ['en'] });
  const manual = pdfWithPages(Array.from({ length: PAGES }, (_, index) => PAGE_TEXT(index + 1)));
  const ms = await timedUpload(admin, text.id, manual);
  console.log(
    `${`upload + text indexing, ${PAGES} pages (${(manual.length / 1e6).toFixed(1)} MB)`.padEnd(56)} ${(ms / 1000).toFixed(2)} s = ${((ms / PAGES) * 100).toFixed(0)} ms per 100 pages`,
  );

  await publish(admin, 'before the big manual');
  const before = await bundleSize(admin);

  const big = await createInstruction(admin, 'Big manual', { documentLanguages: ['en'] });
  const pages = 200;
  const bigPdf = pdfWithPages(
    Array.from({ length: pages }, (_, index) => PAGE_TEXT(index + 1)),
    { fillerBytesPerPage: Math.floor((BIG_MB * 1024 * 1024) / pages) },
  );
  const idle = rssMb(pid);
  let peak = idle;
  let readerPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
    for (const child of childPids(pid)) readerPeak = Math.max(readerPeak, rssMb(child));
  }, 50);
  const bigMs = await timedUpload(admin, big.id, bigPdf);
  clearInterval(sampler);
  console.log(
    `${`server RSS while a ${(bigPdf.length / 1024 / 1024).toFixed(0)} MB PDF uploads and is indexed`.padEnd(56)} peak ${peak.toFixed(0)} MB (idle before ${idle.toFixed(0)} MB), ${(bigMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `${'  its PDF reader process (pdf.js), separately'.padEnd(56)} peak ${readerPeak.toFixed(0)} MB`,
  );

  await publish(admin, 'with the big manual');
  const after = await bundleSize(admin);
  console.log(
    `${'library bundle size growth by that PDF'.padEnd(56)} ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB (+${((after - before) / 1e6).toFixed(1)} MB for a ${(bigPdf.length / 1e6).toFixed(1)} MB file)`,
  );
} finally {
  await server.stop();
  removeDataDir(server.dataDir);
  rmSync(scratch, { recursive: true, force: true });
}
