import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, TEST_ADMIN, type TestServer } from './support/api-server';
import { rawPostJson, rawRequest } from './support/raw-http';

/** An address of this machine that is not loopback: connecting to it makes us a LAN peer. */
const lanAddress = Object.values(networkInterfaces())
  .flatMap((entries) => entries ?? [])
  .find((entry) => entry.family === 'IPv4' && !entry.internal)?.address;

let server: TestServer;

beforeAll(async () => {
  server = await startApiServer({ config: { host: '0.0.0.0' } });
});

afterAll(async () => {
  await server.dispose();
});

describe.skipIf(lanAddress === undefined)('first admin only from this machine', () => {
  const fromLan = () => ({
    connectTo: lanAddress,
    headers: { host: `${lanAddress}:${new URL(server.url).port}` },
  });

  it('tells a LAN visitor that the first admin is created elsewhere', async () => {
    const answer = await rawRequest(server.url, { path: '/api/setup', ...fromLan() });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ needsSetup: true, firstRunAllowedHere: false });
  });

  it.each([
    ['no forwarded header', {}],
    ['X-Forwarded-For 127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
    ['Forwarded for=127.0.0.1', { forwarded: 'for=127.0.0.1' }],
    ['X-Real-IP 127.0.0.1', { 'x-real-ip': '127.0.0.1' }],
  ])('refuses POST /api/register from a LAN peer (%s) and creates nothing', async (_case, headers) => {
    const lan = fromLan();
    const answer = await rawPostJson(server.url, '/api/register', TEST_ADMIN, {
      connectTo: lan.connectTo,
      headers: { ...lan.headers, ...headers },
    });
    expect(answer.status).toBe(403);
    expect(answer.json()).toEqual({
      code: 'FIRST_RUN_LOCAL_ONLY',
      message:
        'The first admin can only be created on the computer that runs the library, or with "npm run admin -- create" there.',
    });
    expect(await server.client().getJson('/api/setup')).toEqual({
      needsSetup: true,
      firstRunAllowedHere: true,
    });
  });

  it('lets the machine itself (loopback, as the desktop window is) create the first admin', async () => {
    const response = await server.client().post('/api/register', TEST_ADMIN);
    expect(response.status).toBe(201);
    const answer = await rawRequest(server.url, { path: '/api/setup', ...fromLan() });
    expect(answer.json()).toEqual({ needsSetup: false, firstRunAllowedHere: false });
  });
});
