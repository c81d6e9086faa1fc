import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli-command';
import { startApiServer } from './support/api-server';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'library-admin-cli-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

// At the test servers' password cost (server-process.ts), which the command's servers here verify.
const admin = (args: string[], password: string) =>
  runCommand('admin', [...args, '--data-dir', dataDir], {
    ADMIN_PASSWORD: password,
    PASSWORD_SCRYPT_N: '16384',
  });

async function loginStatus(username: string, password: string): Promise<number> {
  const server = await startApiServer({ dataDir });
  try {
    return (await server.client().post('/api/login', { username, password })).status;
  } finally {
    await server.stop();
  }
}

// Each case starts the command with tsx (a few seconds each on a busy machine), some twice.
describe('npm run admin', { timeout: 120_000 }, () => {
  it('creates an admin who can then sign in, and refuses the same name twice', async () => {
    const created = await admin(['create', 'keeper'], 'first-password');
    expect(created).toMatchObject({ code: 0, output: expect.stringContaining('Created admin keeper.') });
    expect(await loginStatus('keeper', 'first-password')).toBe(200);

    const again = await admin(['create', 'KEEPER'], 'other-password');
    expect(again.code).toBe(1);
    expect(again.output).toContain('User KEEPER already exists');
  });

  it('resets a forgotten password: the new one works, the old one no longer does', async () => {
    await admin(['create', 'keeper'], 'first-password');
    const reset = await admin(['reset-password', 'keeper'], 'second-password');
    expect(reset).toMatchObject({ code: 0, output: expect.stringContaining('Password of keeper reset.') });
    expect(await loginStatus('keeper', 'second-password')).toBe(200);
    expect(await loginStatus('keeper', 'first-password')).toBe(401);
  });

  it('refuses to reset the password of an unknown user', async () => {
    const reset = await admin(['reset-password', 'ghost'], 'second-password');
    expect(reset.code).toBe(1);
    expect(reset.output).toContain('No user named ghost');
  });

  // Seven commands and two servers: twice the time of the cases above.
  it(
    'adds an editor, changes roles, disables and enables, and never leaves the library without an admin',
    { timeout: 240_000 },
    async () => {
      await admin(['create', 'keeper'], 'first-password');
      const editor = await admin(['create', 'writer', '--role', 'editor'], 'writer-password');
      expect(editor).toMatchObject({ code: 0, output: expect.stringContaining('Created editor writer.') });

      const lastAdmin = await admin(['set-role', 'keeper', 'editor'], '');
      expect(lastAdmin.code).toBe(1);
      expect(lastAdmin.output).toContain('This is the last admin who can sign in');

      const promoted = await admin(['set-role', 'writer', 'admin'], '');
      expect(promoted).toMatchObject({ code: 0, output: expect.stringContaining('writer is now an admin') });
      const disabled = await admin(['disable', 'keeper'], '');
      expect(disabled).toMatchObject({
        code: 0,
        output: expect.stringContaining('keeper is now an admin and disabled'),
      });
      expect(await loginStatus('keeper', 'first-password')).toBe(403);
      await admin(['enable', 'keeper'], '');
      expect(await loginStatus('keeper', 'first-password')).toBe(200);

      const badRole = await admin(['set-role', 'writer', 'owner'], '');
      expect(badRole.code).toBe(2);
      expect(badRole.output).toContain('The role must be admin or editor, not owner.');
    },
  );

  it('applies the password rule and explains its usage', async () => {
    const short = await admin(['create', 'keeper'], '123');
    expect(short.code).toBe(2);
    expect(short.output).toContain('Password must be at least 6 characters');
    const unknown = await admin(['promote', 'keeper'], 'first-password');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Usage: npm run admin');
  });
});
