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

const fixedNow = () => new Date('2026-11-25T23:40:00.000Z');

function records(file: string): unknown[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown);
}

describe('ServerLog, the desktop log of the main process and the server child', () => {
  it('writes one JSON line per event with an ISO time, a level and the source, in a folder it creates', async () => {
    const log = new ServerLog(path.join(dir, 'logs', 'server.log'), 1000, fixedNow);
    log.info('Starting the server');
    log.childOutput('stderr', Buffer.from('Error: disk I/O error\n'));
    log.warn('Setting ignored: port');
    await log.close();
    expect(records(log.filePath)).toEqual([
      { time: '2026-11-25T23:40:00.000Z', level: 'info', source: 'main', msg: 'Starting the server' },
      { time: '2026-11-25T23:40:00.000Z', level: 'error', source: 'server', msg: 'Error: disk I/O error' },
      { time: '2026-11-25T23:40:00.000Z', level: 'warn', source: 'main', msg: 'Setting ignored: port' },
    ]);
    expect(log.lastLines(1)).toEqual(['2026-11-25T23:40:00.000Z WARN [main] Setting ignored: port']);
  });

  it('joins a line the child printed across chunks, and writes an unfinished one when flushed', async () => {
    const log = new ServerLog(path.join(dir, 'server.log'), 1000, fixedNow);
    log.childOutput('stdout', 'Instruction Library list');
    log.childOutput('stderr', 'Error: ENOTDIR');
    log.childOutput('stdout', 'ening on http://127.0.0.1:1\nlast words');
    log.flushChildOutput();
    await log.close();
    expect(records(log.filePath)).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Instruction Library listening on http://127.0.0.1:1' }),
      expect.objectContaining({ level: 'info', msg: 'last words' }),
      expect.objectContaining({ level: 'error', msg: 'Error: ENOTDIR' }),
    ]);
  });

  it('rotates past its size, keeping the current file and the one before it', async () => {
    const log = new ServerLog(path.join(dir, 'server.log'), 500, fixedNow);
    for (let line = 0; line < 41; line += 1) log.info(`line ${String(line).padStart(2, '0')}`);
    await log.close();
    expect(existsSync(`${log.filePath}.1`)).toBe(true);
    expect(existsSync(`${log.filePath}.2`)).toBe(false);
    expect(readFileSync(log.filePath).length + readFileSync(`${log.filePath}.1`).length).toBeLessThan(1100);
    expect(records(log.filePath).at(-1)).toMatchObject({ msg: 'line 40' });
    expect(log.lastLines(5)).toHaveLength(5);
    expect(log.lastLines(5).at(-1)).toMatch(/INFO \[main\] line 40$/);
  });

  it('reads no lines before anything was written', () => {
    expect(new ServerLog(path.join(dir, 'server.log'), 100).lastLines(10)).toEqual([]);
  });
});
