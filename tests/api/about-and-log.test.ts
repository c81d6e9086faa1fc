import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AboutAnswer } from '../../common/api/about';
import { version } from '../../package.json';
import { startApiServer, TEST_ADMIN, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

describe('the About answer', () => {
  it('gives the versions and where this install keeps its files', async () => {
    const about = await admin.getJson<AboutAnswer>('/api/admin/about');
    expect(about).toMatchObject({
      version,
      libraryVersion: null,
      dataDir: server.dataDir,
      backupFolder: path.join(server.dataDir, 'backups'),
      logFile: path.join(server.dataDir, 'logs', 'server.log'),
      node: process.versions.node,
      electron: null,
    });
    expect(about.databaseBytes).toBeGreaterThan(0);
  });

  it('holds no secret and is for admins only', async () => {
    const secret = readFileSync(path.join(server.dataDir, 'session-secret'), 'utf8').trim();
    const text = await (await admin.get('/api/admin/about')).text();
    expect(text).not.toContain(secret);
    expect((await server.client().get('/api/admin/about')).status).toBe(401);
    expect((await server.client().get('/api/admin/log')).status).toBe(401);
  });
});

interface LogLine {
  level: string;
  time: string;
  msg: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
}

const logLines = async (client: ApiClient): Promise<LogLine[]> =>
  (await (await client.get('/api/admin/log')).text())
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as LogLine);

describe('the server log', () => {
  it('is downloaded as levelled, timestamped lines, one per request with status and duration', async () => {
    await server.client().get('/api/article/NO-SUCH-LOG-1?lang=de');
    const download = await admin.get('/api/admin/log');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?instruction-library-log-\d{4}-\d{2}-\d{2}\.log/,
    );
    await expect
      .poll(async () => (await logLines(admin)).find((line) => line.path === '/api/article/NO-SUCH-LOG-1'))
      .toMatchObject({ level: 'info', msg: 'request', method: 'GET', status: 404, ms: expect.any(Number) });
    for (const line of await logLines(admin)) expect(Number.isNaN(Date.parse(line.time))).toBe(false);
    expect(await (await admin.get('/api/admin/log')).text()).not.toContain('lang=de');
  });

  it('logs a refused request as a warning with its reason, and never a password', async () => {
    await server
      .client()
      .post('/api/login', { username: TEST_ADMIN.username, password: 'wrong-password-xyz' });
    await admin.post('/api/admin/categories', { name: '' });
    await expect
      .poll(async () =>
        (await logLines(admin)).filter((line) => line.level === 'warn').map((line) => line.msg),
      )
      .toContainEqual(expect.stringMatching(/^400 POST \/api\/admin\/categories: /));
    const text = await (await admin.get('/api/admin/log')).text();
    expect(text).not.toContain('wrong-password-xyz');
    expect(text).not.toContain(TEST_ADMIN.password);
  });
});
