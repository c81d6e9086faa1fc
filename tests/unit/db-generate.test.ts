import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const migrations = path.join(repoRoot, 'server/db/migrations');
const copy = mkdtempSync(path.join(tmpdir(), 'library-migrations-'));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run db:generate', () => {
  it('generates nothing while server/db/schema.ts matches the migrations', () => {
    cpSync(migrations, copy, { recursive: true });
    const before = readdirSync(copy).sort();
    // drizzle-kit takes --out relative to the working directory, whatever it is given.
    const output = execFileSync(
      path.join(repoRoot, 'node_modules/.bin/drizzle-kit'),
      [
        'generate',
        '--dialect',
        'sqlite',
        '--schema',
        './server/db/schema.ts',
        '--out',
        path.relative(repoRoot, copy),
      ],
      { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' },
    );
    expect(output).toContain('No schema changes');
    expect(readdirSync(copy).sort()).toEqual(before);
  }, 60_000);
});
