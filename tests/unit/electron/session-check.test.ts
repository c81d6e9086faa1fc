import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, isAdminSignedIn, type CookiePair } from '../../../electron/session-check';
import { startServer, type RunningServer } from '../../../server/start';
import { TEST_PASSWORD_COST } from '../../api/support/api-server';

// Leaving kiosk mode asks the real server whether the window's cookies belong to a signed-in admin.
let server: RunningServer;
let dataDir: string;
let adminCookies: CookiePair[];

function cookiesOf(response: Response): CookiePair[] {
  return response.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kiosk-session-'));
  server = await startServer({ dataDir, port: 0, demo: false, passwordCost: TEST_PASSWORD_COST });
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ username: 'kioskadmin', password: 'correct horse' }),
  });
  expect(response.status).toBe(201);
  adminCookies = cookiesOf(response);
  expect(adminCookies.length).toBeGreaterThan(0);
}, 60_000);

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('isAdminSignedIn', () => {
  it('is true for the cookies of a signed-in admin', async () => {
    await expect(isAdminSignedIn(server.url, adminCookies, fetch)).resolves.toBe(true);
  });

  it('is false for the cookies of a signed-in editor', async () => {
    const added = await fetch(`${server.url}/api/admin/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookieHeader(adminCookies) },
      body: JSON.stringify({ username: 'kioskeditor', password: 'correct horse', role: 'editor' }),
    });
    expect(added.status).toBe(201);
    const signedIn = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ username: 'kioskeditor', password: 'correct horse' }),
    });
    expect(signedIn.status).toBe(200);
    await expect(isAdminSignedIn(server.url, cookiesOf(signedIn), fetch)).resolves.toBe(false);
  }, 30_000);

  it('is false without cookies', async () => {
    await expect(isAdminSignedIn(server.url, [], fetch)).resolves.toBe(false);
  });

  it('is false for a made-up session cookie', async () => {
    const forged = adminCookies.map(({ name }) => ({ name, value: 's%3Aforged.signature' }));
    await expect(isAdminSignedIn(server.url, forged, fetch)).resolves.toBe(false);
  });

  it('is false once the admin signed out', async () => {
    const response = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { Cookie: cookieHeader(adminCookies), Origin: server.url },
    });
    expect(response.ok).toBe(true);
    await expect(isAdminSignedIn(server.url, adminCookies, fetch)).resolves.toBe(false);
  });

  it('is false when the server cannot be reached', async () => {
    await expect(isAdminSignedIn('http://127.0.0.1:1', adminCookies, fetch)).resolves.toBe(false);
  });
});
