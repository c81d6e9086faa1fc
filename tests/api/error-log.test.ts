import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { log } from '../../server/logs/log';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { rawRequest } from './support/raw-http';

let server: TestServer;
let admin: ApiClient;
let warn: MockInstance<typeof log.warn>;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

afterEach(() => {
  warn.mockRestore();
});

describe('refused requests: one log line each, and answers without stack traces', () => {
  const cases: [string, string, string, number, RegExp][] = [
    [
      'malformed path',
      'GET',
      '/api/article/%FF',
      400,
      /^400 GET \/api\/article\/%FF: The address contains malformed percent-encoding$/,
    ],
    ['no session', 'GET', '/api/admin/categories', 401, /^401 GET \/api\/admin\/categories: Not signed in$/],
    [
      'unknown path',
      'GET',
      '/api/nothing-here',
      404,
      /^404 GET \/api\/nothing-here: Unknown API path: GET \/api\/nothing-here$/,
    ],
    ['malformed JSON', 'POST', '/api/login', 400, /^400 POST \/api\/login: Malformed JSON body$/],
    [
      'body on a public path',
      'POST',
      '/api/setup',
      413,
      /^413 POST \/api\/setup: This address accepts no request body$/,
    ],
  ];

  it.each(cases)('%s', async (_what, method, path, status, line) => {
    warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const answer = await rawRequest(server.url, {
      method,
      path,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? '{"broken' : undefined,
    });
    expect(answer.status).toBe(status);
    expect(Object.keys(answer.json()).sort()).toEqual(['code', 'message']);
    expect(answer.text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(line);
  });

  it('answers an unknown article number without a log line: it is counted as a missed lookup', async () => {
    warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const answer = await server.client().get('/api/article/NO-SUCH-1');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 'NOT_FOUND', message: 'Article number NO-SUCH-1 not found' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a refused edit with its reason, signed in too', async () => {
    warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const response = await admin.post('/api/admin/categories', { name: 'A\u202eB' });
    expect(response.status).toBe(400);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '400 POST /api/admin/categories: Name must not contain the bidirectional control character U+202E (RIGHT-TO-LEFT OVERRIDE)',
    ]);
  });
});
