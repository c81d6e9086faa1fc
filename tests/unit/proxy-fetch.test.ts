import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../server/db/client';
import { HttpError } from '../../server/errors';
import { fetchExternalImage, type ProxyFetchOptions } from '../../server/services/image-proxy/fetch';
import { getProxiedImage } from '../../server/services/image-proxy/image-service';
import type { ResolvedAddress } from '../../server/services/image-proxy/resolve';
import { PNG_BYTES, SVG_BYTES } from '../fixtures/sample-images';

const MAX_BYTES = 1024;
let upstream: Server;
let base: string;
let port: number;
const requests: { path: string; host: string | undefined }[] = [];

/** The test server is on the loopback, which production refuses: only this address is allowed here. */
const options: ProxyFetchOptions = {
  cacheMaxBytes: 1024 * 1024,
  fetchesPerMinute: 60,
  timeoutMs: 1500,
  maxBytes: MAX_BYTES,
  maxRedirects: 3,
  isAllowedAddress: (address) => address === '127.0.0.1',
};

function startUpstream(): Promise<Server> {
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', host: req.headers.host });
    const routes: Record<string, () => void> = {
      '/image.png': () => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_BYTES),
      '/lying.png': () => res.writeHead(200, { 'content-type': 'image/png' }).end(SVG_BYTES),
      '/redirect': () => res.writeHead(302, { location: '/image.png' }).end(),
      '/redirect-2': () => res.writeHead(301, { location: `${base}/redirect` }).end(),
      '/loop': () => res.writeHead(302, { location: '/loop' }).end(),
      '/to-ipv6-loopback': () => res.writeHead(307, { location: `http://[::1]:${port}/image.png` }).end(),
      '/to-ftp': () => res.writeHead(302, { location: 'ftp://example.com/a.png' }).end(),
      '/missing.png': () => res.writeHead(404).end('not here'),
      '/declared-big.png': () =>
        res.writeHead(200, { 'content-length': String(MAX_BYTES * 10) }).end(Buffer.alloc(MAX_BYTES * 10)),
      '/streamed-big.png': () => {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(PNG_BYTES);
        const timer = setInterval(() => {
          if (!res.write(Buffer.alloc(512))) clearInterval(timer);
        }, 5);
        res.on('close', () => clearInterval(timer));
      },
      '/slow.png': () => undefined,
    };
    const route = routes[(req.url ?? '').split('?')[0] ?? ''];
    if (route) route();
    else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function statusOf(run: () => Promise<unknown>): Promise<number | 'ok'> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

beforeAll(async () => {
  upstream = await startUpstream();
  port = (upstream.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('fetchExternalImage', () => {
  it('fetches an image and names its type by its bytes', async () => {
    const image = await fetchExternalImage(new URL(`${base}/image.png`), options);
    expect(image.mimeType).toBe('image/png');
    expect(image.data).toEqual(PNG_BYTES);
  });

  it('follows redirects up to the limit', async () => {
    expect((await fetchExternalImage(new URL(`${base}/redirect-2`), options)).data).toEqual(PNG_BYTES);
    expect(await statusOf(() => fetchExternalImage(new URL(`${base}/loop`), options))).toBe(502);
  });

  it('checks the host of every redirect again', async () => {
    const before = requests.length;
    expect(await statusOf(() => fetchExternalImage(new URL(`${base}/to-ipv6-loopback`), options))).toBe(403);
    expect(requests.slice(before).map((request) => request.path)).toEqual(['/to-ipv6-loopback']);
    expect(await statusOf(() => fetchExternalImage(new URL(`${base}/to-ftp`), options))).toBe(502);
  });

  it('connects to the address it checked, resolving each host once', async () => {
    const lookups: string[] = [];
    const lookupAll = (hostname: string): Promise<ResolvedAddress[]> => {
      lookups.push(hostname);
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    const before = requests.length;
    const image = await fetchExternalImage(new URL(`http://images.test:${port}/redirect`), {
      ...options,
      lookupAll,
    });
    expect(image.data).toEqual(PNG_BYTES);
    expect(lookups).toEqual(['images.test', 'images.test']);
    expect(requests.slice(before)).toEqual([
      { path: '/redirect', host: `images.test:${port}` },
      { path: '/image.png', host: `images.test:${port}` },
    ]);
  });

  it('refuses with the production address policy: the loopback is never fetched', async () => {
    const before = requests.length;
    const { isAllowedAddress: _loosened, ...production } = options;
    expect(await statusOf(() => fetchExternalImage(new URL(`${base}/image.png`), production))).toBe(403);
    expect(requests.length).toBe(before);
  });

  it.each([
    ['an upstream error status', '/missing.png', 502],
    ['bytes that are not an allowed image', '/lying.png', 415],
    ['a declared size over the limit', '/declared-big.png', 413],
    ['a streamed size over the limit', '/streamed-big.png', 413],
    ['no answer within the time limit', '/slow.png', 504],
  ])('answers %s with %i', async (_what, pathname, status) => {
    expect(await statusOf(() => fetchExternalImage(new URL(`${base}${pathname}`), options))).toBe(status);
  });

  it('answers 502 when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      await statusOf(() => fetchExternalImage(new URL(`http://127.0.0.1:${closedPort}/a.png`), options)),
    ).toBe(502);
  });
});

describe('getProxiedImage', () => {
  let dir: string;
  let db: Db;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'library-proxy-'));
    db = openDatabase(path.join(dir, 'library.db'));
  });

  afterAll(() => {
    closeDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps what it fetched, so the image still shows when the source is gone', async () => {
    const url = `${base}/image.png?v=cache#fragment`;
    const first = await getProxiedImage(db, url, options);
    expect(first.data).toEqual(PNG_BYTES);
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);

    const before = requests.length;
    const offline = await getProxiedImage(db, `${base}/image.png?v=cache`, {
      ...options,
      lookupAll: () => Promise.reject(new Error('offline')),
    });
    expect(offline).toEqual(first);
    expect(requests.length).toBe(before);
  });

  it('trims the kept images to the configured total, oldest first', async () => {
    const small = { ...options, cacheMaxBytes: PNG_BYTES.length * 2 };
    for (const version of ['a', 'b', 'c']) {
      await getProxiedImage(db, `${base}/image.png?v=trim-${version}`, small);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const before = requests.length;
    await getProxiedImage(db, `${base}/image.png?v=trim-c`, small);
    expect(requests.length).toBe(before);
    await getProxiedImage(db, `${base}/image.png?v=trim-a`, small);
    expect(requests.length).toBe(before + 1);
  });

  it('does not keep failures', async () => {
    expect(await statusOf(() => getProxiedImage(db, `${base}/missing.png`, options))).toBe(502);
    expect(
      await statusOf(() =>
        getProxiedImage(db, `${base}/missing.png`, { ...options, isAllowedAddress: () => false }),
      ),
    ).toBe(403);
  });
});
