import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROXY_CONFIG } from '../../server/config/config-defaults';
import { closeDatabase, openDatabase } from '../../server/db/client';
import { saveCachedProxyImage } from '../../server/db/proxy-cache-queries';
import { imageSha256 } from '../../server/services/media/image-digest';
import { PNG_BYTES } from '../fixtures/sample-images';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

const CACHED_URL = 'http://images.example.com/cached.png';
let server: TestServer;
let visitor: ApiClient;
let upstream: Server;
let upstreamHits = 0;

const proxy = (url: string) => visitor.get(`/api/proxy-image?url=${encodeURIComponent(url)}`);

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    upstreamHits += 1;
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_BYTES);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));

  // An image the kiosk fetched earlier, put in the database the server will open.
  const first = await startApiServer();
  await first.stop();
  const db = openDatabase(path.join(first.dataDir, 'library.db'));
  saveCachedProxyImage(db, CACHED_URL, {
    mimeType: 'image/png',
    data: PNG_BYTES,
    sha256: imageSha256(PNG_BYTES),
  });
  closeDatabase(db);

  // The refusal tables below send more requests in a minute than a visitor would.
  server = await startApiServer({
    dataDir: first.dataDir,
    config: { proxy: { ...DEFAULT_PROXY_CONFIG, fetchesPerMinute: 1000 } },
  });
  visitor = server.client();
});

afterAll(async () => {
  await server.dispose();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('GET /api/proxy-image', () => {
  it('serves an image it has kept, without a network, with nosniff, ETag and a cache lifetime', async () => {
    const response = await proxy(CACHED_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
    const etag = response.headers.get('etag') ?? '';
    expect(
      (
        await visitor.get(`/api/proxy-image?url=${encodeURIComponent(CACHED_URL)}`, {
          headers: { 'if-none-match': etag },
        })
      ).status,
    ).toBe(304);
  });

  it.each([
    ['no url', '/api/proxy-image'],
    ['an empty url', '/api/proxy-image?url='],
    ['a relative url', `/api/proxy-image?url=${encodeURIComponent('/api/media/1')}`],
    ['ftp', `/api/proxy-image?url=${encodeURIComponent('ftp://example.com/a.png')}`],
    ['file', `/api/proxy-image?url=${encodeURIComponent('file:///etc/passwd')}`],
    ['javascript', `/api/proxy-image?url=${encodeURIComponent('javascript:alert(1)')}`],
    ['credentials', `/api/proxy-image?url=${encodeURIComponent('http://user:pw@example.com/a.png')}`],
    ['two urls', '/api/proxy-image?url=http://a.example/&url=http://b.example/'],
  ])('answers 400 for %s', async (_what, pathname) => {
    const response = await visitor.get(pathname);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });

  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
    'http://10.1.2.3/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[64:ff9b::a9fe:a9fe]/',
  ])('refuses %s with 403', async (url) => {
    const response = await proxy(url);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: 'The image host is not a public internet address',
    });
  });

  it('never reaches a server on the loopback, whatever port', async () => {
    const { port } = upstream.address() as AddressInfo;
    for (const url of [
      `http://127.0.0.1:${port}/a.png`,
      `http://localhost:${port}/a.png`,
      `http://[::ffff:7f00:1]:${port}/a.png`,
    ]) {
      expect((await proxy(url)).status).toBe(403);
    }
    expect(upstreamHits).toBe(0);
  });

  it('answers 502 for a host that does not resolve', async () => {
    const response = await proxy('http://no-such-host.invalid/a.png');
    expect(response.status).toBe(502);
  });
});

describe('GET /api/proxy-image rate limit', () => {
  it('limits fetches of images not kept yet, per address, and keeps serving kept ones', async () => {
    const limited = await startApiServer({
      dataDir: server.dataDir,
      config: { proxy: { ...DEFAULT_PROXY_CONFIG, fetchesPerMinute: 2 } },
    });
    try {
      const client = limited.client();
      const fetchOf = (url: string) => client.get(`/api/proxy-image?url=${encodeURIComponent(url)}`);
      expect((await fetchOf('http://127.0.0.1/one.png')).status).toBe(403);
      expect((await fetchOf('http://127.0.0.1/two.png')).status).toBe(403);
      const third = await fetchOf('http://127.0.0.1/three.png');
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({
        message: 'Too many external images requested. Please wait a minute.',
      });
      expect((await fetchOf(CACHED_URL)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
