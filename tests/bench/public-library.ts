/**
 * The library of the public-read benches (issue 32) and how their servers are started: 200
 * categories of 3 instructions and 30 universal ones, as real catalogues with universal
 * instructions look, and each server a process of its own pinned to the second core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';

export const CATEGORIES = 200;
export const UNIVERSAL = 30;
const PREFIXES = ['AVN', 'KCH', 'PWT', 'NET', 'GRD', 'ACC', 'LMP', 'BTH'];
/** The core the servers run on; the load generator or browser gets the other. */
export const SERVER_CORE = '1';
const repoRoot = path.resolve(import.meta.dirname, '../..');
/**
 * BENCH_LIBRARY_CACHE=<folder> keeps each filled library there and copies it for the next run:
 * filling 1,000,000 numbers takes minutes on a busy machine, copying it seconds.
 */
const LIBRARY_CACHE = process.env.BENCH_LIBRARY_CACHE;

/** Like `AVN-R00110-3`: the last digit is i % 7, and numbers ending in -0 get 4 instructions, the others 33. */
function articleNumber(i: number): string {
  const prefix = PREFIXES[i % PREFIXES.length] ?? 'SKU';
  const series = String.fromCharCode(65 + ((i >> 3) % 26));
  return `${prefix}-${series}${String(Math.floor(i / 208)).padStart(5, '0')}-${i % 7}`;
}

/**
 * 200 categories of 3 instructions and 30 universal ones: a number gets its category's 3 and the
 * universal ones, 33 in all; 29 universal ones exclude `-0`, so numbers ending in -0 get 4.
 */
export function fillPublicLibrary(file: string, records: number): string[] {
  const kept = LIBRARY_CACHE ? path.join(LIBRARY_CACHE, `public-library-${records}.db`) : undefined;
  if (kept && existsSync(kept)) {
    copyFileSync(kept, file);
    return Array.from({ length: records }, (_, i) => articleNumber(i));
  }
  const numbers = fill(file, records);
  if (kept) {
    mkdirSync(path.dirname(kept), { recursive: true });
    copyFileSync(file, kept);
  }
  return numbers;
}

function fill(file: string, records: number): string[] {
  const db = openDatabase(file);
  const sqlite = sqliteOf(db);
  const numbers: string[] = [];
  sqlite.transaction(() => {
    const category = sqlite.prepare('INSERT INTO categories (name) VALUES (?)');
    for (let c = 1; c <= CATEGORIES; c += 1) category.run(`Category ${c}`);
    const instruction = sqlite.prepare(
      `INSERT INTO instructions (instruction_number, title, type, category_id, is_universal, exclude_patterns)
       VALUES (?, ?, 'user_manual', ?, ?, ?)`,
    );
    for (let c = 1; c <= CATEGORIES; c += 1)
      for (let k = 0; k < 3; k += 1)
        instruction.run(`INS-${c}-${k}`, `Instruction ${k} of category ${c}`, c, 0, '[]');
    for (let u = 1; u <= UNIVERSAL; u += 1)
      instruction.run(`INS-U${u}`, `Universal instruction ${u}`, null, 1, u === 1 ? '[]' : '["-0"]');
    const insert = sqlite.prepare(
      'INSERT INTO article_numbers (number, number_key, category_id) VALUES (?, ?, ?)',
    );
    let count = 0;
    for (let i = 0; count < records; i += 1) {
      const number = articleNumber(i);
      numbers.push(number);
      insert.run(number, number.toLowerCase(), (i % CATEGORIES) + 1);
      count += 1;
    }
  })();
  sqlite.exec("INSERT INTO article_number_search (article_number_search) VALUES ('optimize')");
  closeDatabase(db);
  return numbers;
}

export interface Started {
  url: string;
  child: ChildProcess;
  /** The file its output goes to, while it runs. */
  output: string;
}

/**
 * Spawns a server pinned to the server core; resolves once it prints its address. Its output goes
 * to a file, not to a pipe this process reads: the load generator on the other core must not spend
 * its time reading the server's request log, nor stall the server when it falls behind.
 */
export async function startPinned(args: string[]): Promise<Started> {
  const folder = mkdtempSync(path.join(tmpdir(), 'library-bench-output-'));
  const output = path.join(folder, 'output.log');
  const fd = openSync(output, 'w');
  const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  });
  closeSync(fd);
  child.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  for (;;) {
    const match = /listening on (http:\/\/\S+)/i.exec(readFileSync(output, 'utf8'));
    if (match?.[1]) return { url: match[1].replace(/\/$/, ''), child, output };
    if (exited !== undefined)
      throw new Error(`${args.join(' ')} exited with ${exited}:\n${readFileSync(output, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
