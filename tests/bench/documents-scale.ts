/**
 * PDF manuals at scale (issue 27): `npx tsx tests/bench/documents-scale.ts [count] [mb]` (or
 * DOCUMENT_SCALE_COUNT / DOCUMENT_SCALE_MB; 2,000 of 5 MB by default, about an hour on these machines,
 * so not part of `npm run bench`). Uploads `count` PDFs of about `mb` MB each (a few pages of text and
 * one large image stream, which text extraction skips, as in scanned or illustrated manuals) through
 * HTTP to a server process as `npm start` runs it, one after another, and every 100 uploads prints
 * upload + indexing time per 100 pages, the disk the data directory uses, the server's RSS, and the
 * admin instruction list's and the word search's times (median and p95), then three backups' time and
 * the disk they take together. Figures only, no assertions;
 * the data directory is removed at the end.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SearchAnswer } from '../../common/api/search';
import { ApiClient } from '../api/support/api-server';
import { createInstruction, documentPath } from '../api/support/instruction-documents';
import { removeDataDir, startServerProcess } from '../support/server-process';
import { percentiles } from './bench-helpers';
import { putFileStreamed } from './stream-upload';

const COUNT = Number(process.argv[2] ?? process.env.DOCUMENT_SCALE_COUNT ?? 2000);
const MB = Number(process.argv[3] ?? process.env.DOCUMENT_SCALE_MB ?? 5);
const PAGES = 4;
const CHECK_EVERY = 100;
const COMMON_QUERIES = [
  'pump',
  'seal',
  'filter',
  'check',
  'pump seal',
  'seal filter',
  'check filter',
  'motor',
  'pump motor',
  'bearing',
];

/** A PDF of PAGES text pages, the first drawing one image of `imageBytes` (random, so never deduplicated). */
function scalePdf(index: number, imageBytes: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1')];
  const offsets: number[] = [];
  let offset = parts[0]?.length ?? 0;
  const add = (id: number, body: Buffer | string) => {
    offsets[id] = offset;
    const chunk = Buffer.concat([
      Buffer.from(`${id} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  };
  const firstPage = 5;
  const kids = Array.from({ length: PAGES }, (_, page) => `${firstPage + page * 2} 0 R`).join(' ');
  add(1, '<< /Type /Catalog /Pages 2 0 R >>');
  add(2, `<< /Type /Pages /Kids [${kids}] /Count ${PAGES} >>`);
  add(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add(
    4,
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width 1024 /Height ${Math.ceil(imageBytes.length / 3072)} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${imageBytes.length} >>\nstream\n`,
        'latin1',
      ),
      imageBytes,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );
  for (let page = 0; page < PAGES; page += 1) {
    const id = firstPage + page * 2;
    const lines = Array.from(
      { length: 40 },
      (_, line) =>
        `(Manual ${index} page ${page + 1} line ${line}: check the pump seal, the filter and the motor bearing part${index}x) Tj T*`,
    );
    const image = page === 0 ? 'q 200 0 0 150 72 72 cm /Im1 Do Q ' : '';
    const stream = `${image}BT /F1 9 Tf 11 TL 40 760 Td ${lines.join(' ')} ET`;
    add(
      id,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 4 0 R >> >> /Contents ${id + 1} 0 R >>`,
    );
    add(id + 1, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  const size = firstPage + PAGES * 2;
  const xref = [
    `xref\n0 ${size}\n`,
    '0000000000 65535 f \n',
    ...offsets.slice(1).map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A GET's time in ms and its body, from a loopback address of its own (the search's rate limit is
 * per address).
 */
function timedGet(url: string, cookie: string, localAddress: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { agent: false, localAddress, headers: { cookie } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (body += piece));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ ms: performance.now() - started, body });
      });
    })
      .on('error', reject)
      .end();
  });
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match?.[1] ? Number(match[1]) / 1024 : 0;
}

const ms = (samples: number[]) => {
  const figures = percentiles(samples.map((value) => value * 1000));
  return `${(figures.medianUs / 1000).toFixed(0)}/${(figures.p95Us / 1000).toFixed(0)} ms`;
};

const scratch = mkdtempSync(path.join(tmpdir(), 'document-scale-'));
// Automatic backups would mix their time into the uploads' figures; the end measures backups alone.
const server = await startServerProcess({ args: ['--no-demo', '--backup-every-minutes', '0'] });
try {
  const admin = await new ApiClient(server.url).registerAdmin();
  const pid = server.child.pid ?? 0;
  const file = path.join(scratch, 'manual.pdf');
  console.log(
    `\nPDF manuals at scale: ${COUNT} PDFs of about ${MB} MB, ${PAGES} pages each, uploaded one after another`,
  );
  console.log(
    'docs   upload+index per 100 pages   disk used   server RSS   admin list (median/p95)   word search: common / one-PDF word (median/p95)',
  );
  let uploadMs = 0;
  let pages = 0;
  for (let index = 1; index <= COUNT; index += 1) {
    const instruction = await createInstruction(admin, `Scale manual ${index}`, {
      documentLanguages: ['en'],
    });
    writeFileSync(file, scalePdf(index, randomBytes(Math.floor(MB * 1024 * 1024))));
    const started = performance.now();
    const answer = await putFileStreamed(admin, documentPath(instruction.id, 'en'), file);
    if (answer.status !== 200) throw new Error(`upload ${index} answered ${answer.status}: ${answer.body}`);
    uploadMs += performance.now() - started;
    pages += PAGES;
    if (index % CHECK_EVERY !== 0 && index !== COUNT) continue;
    const address = `127.0.0.${2 + (Math.ceil(index / CHECK_EVERY) % 250)}`;
    const list: number[] = [];
    for (let round = 0; round < 10; round += 1)
      list.push((await timedGet(`${server.url}/api/admin/instructions`, admin.cookieHeader, address)).ms);
    const common: number[] = [];
    const rare: number[] = [];
    let found = 0;
    for (const query of COMMON_QUERIES)
      common.push(
        (await timedGet(`${server.url}/api/search?q=${encodeURIComponent(query)}&lang=en`, '', address)).ms,
      );
    for (let round = 0; round < 10; round += 1) {
      const word = `part${1 + Math.floor(Math.random() * index)}x`;
      const answer = await timedGet(`${server.url}/api/search?q=${word}&lang=en`, '', address);
      rare.push(answer.ms);
      if ((JSON.parse(answer.body) as SearchAnswer).results.length > 0) found += 1;
    }
    const disk = Number(execFileSync('du', ['-sb', server.dataDir], { encoding: 'utf8' }).split('\t')[0]);
    console.log(
      `${String(index).padStart(4)}   ${`${((uploadMs / pages) * 100).toFixed(0)} ms`.padStart(26)}   ${`${(disk / 1e9).toFixed(2)} GB`.padStart(9)}   ${`${rssMb(pid).toFixed(0)} MB`.padStart(10)}   ${ms(list).padStart(23)}   ${ms(common)} / ${ms(rare)} (found ${found}/${rare.length})`,
    );
    uploadMs = 0;
    pages = 0;
  }
  // Three backups in a row: the first keeps each PDF once, the next ones only add their database.
  const backups = path.join(server.dataDir, 'backups');
  for (let round = 1; round <= 3; round += 1) {
    const started = performance.now();
    const made = await admin.post('/api/admin/backups');
    if (made.status !== 201) throw new Error(`backup answered ${made.status}: ${await made.text()}`);
    const seconds = (performance.now() - started) / 1000;
    const disk = Number(execFileSync('du', ['-sb', backups], { encoding: 'utf8' }).split('\t')[0]);
    console.log(
      `backup ${round}: ${seconds.toFixed(1)} s, backups folder ${(disk / 1e9).toFixed(2)} GB with the PDFs kept once`,
    );
  }
} finally {
  await server.stop();
  removeDataDir(server.dataDir);
  rmSync(scratch, { recursive: true, force: true });
}
