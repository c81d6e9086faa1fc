import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type TestServer } from './support/api-server';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;
let rendererDir: string;
let server: TestServer;

/** A raw GET (fetch would decode the body itself and hide what was sent). */
function rawGet(pathname: string, acceptEncoding?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const url = new URL(pathname, server.url);
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  // What the build writes (vite.config.ts precompressAssets): the asset and its .br and .gz.
  rendererDir = mkdtempSync(path.join(tmpdir(), 'library-renderer-'));
  mkdirSync(path.join(rendererDir, 'assets'));
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
  const asset = path.join(rendererDir, 'assets/index-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  server = await startApiServer({ config: { rendererDir } });
});

afterAll(async () => {
  await server.dispose();
  rmSync(rendererDir, { recursive: true, force: true });
});

describe('static assets', () => {
  it('sends the brotli file to a browser that accepts it, cached for a year', async () => {
    const answer = await rawGet('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gzip = await rawGet('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers a missing asset with 404 and a malformed path with 400, never a compressed file', async () => {
    expect((await rawGet('/assets/missing.js', 'br')).status).toBe(404);
    expect((await rawGet('/assets/%E0%A4%A', 'br')).status).toBe(400);
  });
});
