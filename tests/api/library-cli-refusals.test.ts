import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli-command';
import { readSigningKey, type SigningKey } from '../../server/library-bundles/signing-key';
import { forgeBundle } from './support/forge-bundle';
import { followByCommand } from './support/library-bundles';

const hubDir = mkdtempSync(path.join(tmpdir(), 'library-cli-hub-'));
const kioskDir = mkdtempSync(path.join(tmpdir(), 'library-cli-kiosk-'));

afterAll(() => {
  rmSync(hubDir, { recursive: true, force: true });
  rmSync(kioskDir, { recursive: true, force: true });
});

describe('npm run library refuses what the API refuses, in the same words', () => {
  it('refuses a publish note with a control character and publishes nothing', async () => {
    const refused = await runCommand('library', [
      'publish',
      '--data-dir',
      hubDir,
      '--note',
      'Spring\u001bcatalogue',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('The note must not contain the control character U+001B');
    const published = await runCommand('library', [
      'publish',
      '--data-dir',
      hubDir,
      '--note',
      'Spring catalogue',
    ]);
    expect(published.output).toContain('Published library version 1 ');
  }, 60_000);

  it('refuses a signed bundle whose snapshot is not SQLite with a message, not a stack trace', async () => {
    const key = readSigningKey(hubDir) as SigningKey;
    const bundle = readFileSync(path.join(hubDir, 'library-bundles', 'library-v1.tar'));
    const forged = path.join(kioskDir, 'library-v2.tar');
    writeFileSync(
      forged,
      forgeBundle(bundle, key, {
        snapshotBytes: () => Buffer.alloc(64 * 1024, 7),
        change: (manifest) => ({ ...manifest, version: 2 }),
      }),
    );
    const publicKey =
      (await runCommand('library', ['status', '--data-dir', hubDir])).output.match(
        /RW[A-Za-z0-9+/=]+/,
      )?.[0] ?? '';
    expect((await followByCommand(kioskDir, publicKey)).code).toBe(0);
    const refused = await runCommand('library', ['import', '--data-dir', kioskDir, forged]);
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(
      'The bundle is damaged: its library snapshot is not a readable library (file is not a database)',
    );
  }, 60_000);
});
