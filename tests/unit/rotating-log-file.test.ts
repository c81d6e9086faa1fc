import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { RotatingLogFile } from '../../server/logs/rotating-log-file';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

it('keeps the log within twice its limit, the newest lines in order across the turn-over', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'rotating-log-'));
  folders.push(folder);
  const file = path.join(folder, 'server.log');
  const log = new RotatingLogFile(file, 1000);
  for (let index = 0; index < 200; index += 1) log.write(`line ${String(index).padStart(4, '0')}\n`);
  await log.close();
  expect(existsSync(`${file}.1`)).toBe(true);
  expect(statSync(file).size + statSync(`${file}.1`).size).toBeLessThanOrEqual(2000);
  const lines = [readFileSync(`${file}.1`, 'utf8'), readFileSync(file, 'utf8')].join('').trim().split('\n');
  expect(lines.at(-1)).toBe('line 0199');
  const numbers = lines.map((line) => Number(line.slice(5)));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(new Set(numbers).size).toBe(numbers.length);
  expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0) + 1).toBe(numbers.length);
});
