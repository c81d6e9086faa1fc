import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type TestServer } from './support/api-server';

/** The renderer build `npm run build` wrote, which the server serves by default. */
const assetsDir = path.resolve(import.meta.dirname, '../../dist/renderer/assets');
let server: TestServer;

function rawGet(pathname: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(
        new URL(pathname, server.url),
        { headers: { 'Accept-Encoding': acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      )
        .on('error', reject)
        .end();
    },
  );
}

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(async () => {
  await server.dispose();
});

describe('the PDF viewer’s pdf.js worker (a .mjs file of the build)', () => {
  it('is sent brotli-compressed as JavaScript, like the other scripts', async () => {
    const worker = readdirSync(assetsDir).find((name) => /^pdf\.worker.*\.mjs$/.test(name));
    expect(worker).toBeDefined();
    const answer = await rawGet(`/assets/${worker ?? ''}`, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const plain = brotliDecompressSync(answer.body);
    expect(plain.length).toBeGreaterThan(answer.body.length * 3);
    expect(plain.toString('utf8', 0, 200)).toMatch(/\S/);
  });
});
