import { scryptSync } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../server/db/client';
import { findUserByUsername, updatePasswordHash } from '../../server/db/users';
import { startApiServer, TEST_ADMIN, type TestServer } from './support/api-server';

let server: TestServer | undefined;

/** Leaves the password cost to the server's own default instead of the test servers' cheaper one. */
const PRODUCT_DEFAULT = { passwordCost: undefined };

afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

function storedHash(dataDir: string, username: string): string {
  const db = openDatabase(path.join(dataDir, 'library.db'));
  try {
    return findUserByUsername(db, username)?.passwordHash ?? '';
  } finally {
    closeDatabase(db);
  }
}

/** A hash as the product stored it before OWASP's cost: scrypt N=16384, r=8, p=1. */
function oldHash(password: string): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

function storeHash(dataDir: string, username: string, hash: string): void {
  const db = openDatabase(path.join(dataDir, 'library.db'));
  try {
    const user = findUserByUsername(db, username);
    if (!user) throw new Error(`no user ${username}`);
    updatePasswordHash(db, user.id, hash);
  } finally {
    closeDatabase(db);
  }
}

// Each hash at the product's cost takes 128 MiB and a second or more; several seconds on a busy machine.
describe('password hashing at OWASP scrypt parameters', { timeout: 120_000 }, () => {
  it('stores new passwords with N=2^17, r=8, p=1 on a server with the default configuration', async () => {
    server = await startApiServer({ config: PRODUCT_DEFAULT });
    await server.client().registerAdmin();
    expect(storedHash(server.dataDir, TEST_ADMIN.username)).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/);
  });

  it('hashes an old N=16384 password again at the next sign-in, and the password keeps working', async () => {
    server = await startApiServer({ config: PRODUCT_DEFAULT });
    await server.client().registerAdmin();
    const old = oldHash(TEST_ADMIN.password);
    storeHash(server.dataDir, TEST_ADMIN.username, old);

    await server.client().login();

    const upgraded = storedHash(server.dataDir, TEST_ADMIN.username);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(upgraded).not.toBe(old);
    const again = await server.client().post('/api/login', TEST_ADMIN);
    expect(again.status).toBe(200);
    expect(storedHash(server.dataDir, TEST_ADMIN.username)).toBe(upgraded);
  });

  it('keeps the old hash when the password is wrong', async () => {
    server = await startApiServer({ config: PRODUCT_DEFAULT });
    await server.client().registerAdmin();
    const old = oldHash(TEST_ADMIN.password);
    storeHash(server.dataDir, TEST_ADMIN.username, old);

    const wrong = await server
      .client()
      .post('/api/login', { username: TEST_ADMIN.username, password: 'not-the-password' });

    expect(wrong.status).toBe(401);
    expect(storedHash(server.dataDir, TEST_ADMIN.username)).toBe(old);
  });
});
