import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const renderer = path.resolve(import.meta.dirname, '../../renderer');
const admin = path.join(renderer, 'admin');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('where query keys are written', () => {
  it('writes a literal query key only in a queries.ts file, next to its fetch', () => {
    const offenders = sourceFiles(renderer)
      .filter((file) => path.basename(file) !== 'queries.ts')
      .filter((file) => /queryKey:\s*\[/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(renderer, file));
    expect(offenders).toEqual([]);
  });

  it('gives every admin feature room its own queries.ts', () => {
    const rooms = readdirSync(admin, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shell')
      .map((entry) => entry.name);
    expect(rooms.length).toBeGreaterThanOrEqual(10);
    const missing = rooms.filter(
      (room) => !sourceFiles(path.join(admin, room)).some((file) => path.basename(file) === 'queries.ts'),
    );
    expect(missing).toEqual([]);
  });
});
