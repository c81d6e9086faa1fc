import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServerLog } from '../../../electron/server-log';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'server-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('ServerLog', () => {
  it('creates its folder and keeps what the server writes', () => {
    const log = new ServerLog(path.join(dir, 'logs', 'server.log'), { maxBytes: 1000, keep: 2 });
    log.write('listening\n');
    log.write(Buffer.from('Error: disk I/O error\n'));
    expect(readFileSync(log.filePath, 'utf8')).toBe('listening\nError: disk I/O error\n');
    expect(log.lastLines(1)).toEqual(['Error: disk I/O error']);
  });

  it('rotates past its size and keeps only the newest files', () => {
    const log = new ServerLog(path.join(dir, 'server.log'), { maxBytes: 100, keep: 2 });
    for (let line = 0; line < 41; line += 1)
      log.write(`line ${String(line).padStart(2, '0')} ${'x'.repeat(20)}\n`);
    expect(existsSync(`${log.filePath}.1`)).toBe(true);
    expect(existsSync(`${log.filePath}.2`)).toBe(true);
    expect(existsSync(`${log.filePath}.3`)).toBe(false);
    const total = ['', '.1', '.2'].reduce(
      (sum, suffix) => sum + readFileSync(`${log.filePath}${suffix}`).length,
      0,
    );
    expect(total).toBeLessThan(400);
    // The last lines read across the rotation.
    expect(log.lastLines(5).at(-1)).toMatch(/^line 40 /);
    expect(log.lastLines(5)).toHaveLength(5);
  });

  it('reads no lines before anything was written', () => {
    expect(new ServerLog(path.join(dir, 'server.log'), { maxBytes: 100, keep: 1 }).lastLines(10)).toEqual([]);
  });
});
