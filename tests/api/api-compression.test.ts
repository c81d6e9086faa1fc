import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type TestServer } from './support/api-server';
import { rawRequest } from './support/raw-http';

let server: TestServer;

beforeAll(async () => {
  server = await startApiServer({ demo: true });
});

afterAll(async () => {
  await server.dispose();
});

const get = (path: string, acceptEncoding?: string) =>
  rawRequest(server.url, { path, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('API answers', () => {
  it('are sent with brotli when the browser takes it, and decode to the plain answer', async () => {
    const plain = await get('/api/search?q=the&lang=en');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const compressed = await get('/api/search?q=the&lang=en', 'gzip, deflate, br');
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(plain.text);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('are sent with gzip to a client without brotli', async () => {
    const plain = await get('/api/article/AVN-R110');
    const compressed = await get('/api/article/AVN-R110', 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.body).toString()).toBe(plain.text);
  });

  it('leave small answers alone', async () => {
    const small = await get('/api/article/NOPE-1', 'br');
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
