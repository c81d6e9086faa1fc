import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type TestServer } from './support/api-server';
import { rawPostJson, rawRequest } from './support/raw-http';

let loopback: TestServer;
let configured: TestServer;
let lan: TestServer;

beforeAll(async () => {
  loopback = await startApiServer();
  configured = await startApiServer({ config: { allowedHosts: ['library.shop.lan', '10.9.8.7'] } });
  lan = await startApiServer({ config: { host: '0.0.0.0' } });
});

afterAll(async () => {
  await Promise.all([loopback.dispose(), configured.dispose(), lan.dispose()]);
});

const portOf = (server: TestServer) => new URL(server.url).port;

/** [server, Host header (PORT is replaced by the server's port), expected status of GET /api/setup] */
const cases: [string, string, number, () => TestServer][] = [
  ['loopback', '127.0.0.1:PORT', 200, () => loopback],
  ['loopback', 'localhost:PORT', 200, () => loopback],
  ['loopback', 'LOCALHOST.:PORT', 200, () => loopback],
  ['loopback', '[::1]:PORT', 200, () => loopback],
  ['loopback', '127.1.2.3:PORT', 200, () => loopback],
  ['loopback', 'kiosk.localhost:PORT', 200, () => loopback],
  ['loopback', 'attacker.example', 421, () => loopback],
  ['loopback', 'attacker.example:PORT', 421, () => loopback],
  ['loopback', '127.0.0.1.nip.io:PORT', 421, () => loopback],
  ['loopback', 'localhost.attacker.example:PORT', 421, () => loopback],
  ['loopback', '192.0.2.2:PORT', 421, () => loopback],
  ['loopback', 'library.shop.lan:PORT', 421, () => loopback],
  ['loopback', 'user@127.0.0.1:PORT', 421, () => loopback],
  ['loopback', 'two words', 421, () => loopback],
  ['configured', 'library.shop.lan:PORT', 200, () => configured],
  ['configured', 'LIBRARY.shop.lan', 200, () => configured],
  ['configured', '10.9.8.7:PORT', 200, () => configured],
  ['configured', 'other.shop.lan:PORT', 421, () => configured],
  ['lan', '192.0.2.2:PORT', 200, () => lan],
  ['lan', `${hostname()}:PORT`, 200, () => lan],
  ['lan', `${hostname()}.local:PORT`, 200, () => lan],
  ['lan', 'localhost:PORT', 200, () => lan],
  ['lan', '192.0.2.99:PORT', 421, () => lan],
  ['lan', 'attacker.example:PORT', 421, () => lan],
];

describe('Host allow-list', () => {
  it.each(cases)('%s server, Host "%s" answers %i', async (_name, host, expected, server) => {
    const target = server();
    const answer = await rawRequest(target.url, {
      path: '/api/setup',
      headers: { host: host.replace('PORT', portOf(target)) },
    });
    expect(answer.status).toBe(expected);
    if (expected === 421) {
      expect(answer.json()).toMatchObject({
        code: 'HOST_NOT_ALLOWED',
        message: expect.stringMatching(/does not answer to the name|no readable Host/) as unknown,
      });
    }
  });

  it('refuses a rebinding page’s first-run request before any route runs: no admin is created', async () => {
    const answer = await rawPostJson(
      loopback.url,
      '/api/register',
      { username: 'evil', password: 'evil-password' },
      { headers: { host: `attacker.example:${portOf(loopback)}`, origin: 'http://attacker.example' } },
    );
    expect(answer.status).toBe(421);
    expect(await loopback.client().getJson('/api/setup')).toMatchObject({ needsSetup: true });
  });

  it('answers a page request by an unknown name with a plain-text explanation', async () => {
    const answer = await rawRequest(loopback.url, { path: '/', headers: { host: 'attacker.example' } });
    expect(answer.status).toBe(421);
    expect(answer.headers['content-type']).toMatch(/text\/plain/);
    expect(answer.text).toContain('This server does not answer to the name "attacker.example"');
    expect(answer.text).toContain('--allowed-hosts');
  });
});
