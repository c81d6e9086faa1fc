import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

/*
 * The public reads are answered by the node:http listener before Express (http/public-fast-path.ts).
 * The same answers can still come through Express: its router matches paths regardless of case,
 * while the fast path takes only the exact `/api/...` spelling. Both doors must send the same bytes
 * with the same headers in the same order.
 */

let server: TestServer;
let admin: ApiClient;

interface RawAnswer {
  status: number;
  /** Name, value, name, value… as sent, without Date (the second it was sent). */
  headers: string[];
  body: Buffer;
}

function rawGet(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${server.url}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const kept: string[] = [];
        for (let i = 0; i < raw.length; i += 2)
          if (raw[i]?.toLowerCase() !== 'date') kept.push(raw[i] ?? '', raw[i + 1] ?? '');
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** The path as the fast path takes it, and the same path only Express's router takes. */
const throughExpress = (pathname: string) => pathname.replace('/api/', '/API/');

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  const kitchen = await createCategory(admin, 'Kitchen');
  // Long titles make the article answer larger than 1 KB, so it is compressed when asked.
  for (let i = 1; i <= 12; i += 1) {
    const response = await admin.post('/api/admin/instructions', {
      instruction: {
        title: `Kettle ${i}: descaling, cleaning and safe use of the appliance in every kitchen`,
        type: 'user_manual',
        categoryId: kitchen,
        isUniversal: false,
        excludePatterns: [],
      },
      contents: { en: `Kettle ${i}` },
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as AdminInstructionDetail).id).toBeGreaterThan(0);
  }
  const linked = await admin.post('/api/admin/article-numbers/bulk', {
    number: 'KTL-1',
    categoryIds: [kitchen],
  });
  expect(linked.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

describe('public reads answered before Express', () => {
  const cases: [string, Record<string, string>, string?][] = [
    ['/api/article/KTL-1', {}],
    ['/api/article/KTL-1?lang=de', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/api/article/KTL-1', { 'accept-encoding': 'gzip;q=1, br;q=0' }],
    ['/api/article/KTL-1', { 'accept-encoding': 'identity' }],
    ['/api/article/KTL-1', {}, 'HEAD'],
    ['/api/search/article-numbers?q=ktl', { 'accept-encoding': 'br' }],
  ];

  it('send the same status, headers in the same order and bytes as the Express routes', async () => {
    for (const [pathname, headers, method] of cases) {
      // The first request fills the cache, so both doors below serve a kept answer.
      await rawGet(pathname, headers, method);
      const fast = await rawGet(pathname, headers, method);
      const viaExpress = await rawGet(throughExpress(pathname), headers, method);
      expect(fast.status, pathname).toBe(200);
      expect(fast.headers, `${method ?? 'GET'} ${pathname} ${JSON.stringify(headers)}`).toEqual(
        viaExpress.headers,
      );
      expect(fast.body.equals(viaExpress.body), pathname).toBe(true);
    }
    const compressed = await rawGet('/api/article/KTL-1', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers).toContain('br');
    expect(compressed.headers).toContain('Content-Security-Policy');
  });

  it('answer a repeat request naming the ETag with the same 304 as Express', async () => {
    const { headers } = await rawGet('/api/article/KTL-1');
    const etag = headers[headers.findIndex((name) => name.toLowerCase() === 'etag') + 1] ?? '';
    expect(etag).toMatch(/^"/);
    const fast = await rawGet('/api/article/KTL-1', { 'if-none-match': etag });
    const viaExpress = await rawGet(throughExpress('/api/article/KTL-1'), { 'if-none-match': etag });
    expect(fast.status).toBe(304);
    expect(fast.headers).toEqual(viaExpress.headers);
    expect(fast.body.length).toBe(0);
  });

  it('carry the same security headers as an answer Express makes (an unknown number, the health check)', async () => {
    const securityHeaders = (answer: RawAnswer) => {
      const kept = new Map<string, string>();
      for (let i = 0; i < answer.headers.length; i += 2) {
        const name = answer.headers[i]?.toLowerCase() ?? '';
        if (
          !/^(etag|content-length|content-type|x-answer-cache|cache-control|vary|content-encoding)$/.test(
            name,
          )
        )
          kept.set(name, answer.headers[i + 1] ?? '');
      }
      return kept;
    };
    const fast = securityHeaders(await rawGet('/api/article/KTL-1'));
    expect(fast.get('content-security-policy')).toContain("default-src 'self'");
    expect(fast.get('x-content-type-options')).toBe('nosniff');
    const unknown = await rawGet('/api/article/NOPE-1');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ message: 'Article number NOPE-1 not found' });
    expect(securityHeaders(unknown)).toEqual(fast);
    const health = await rawGet('/api/health');
    expect(health.status).toBe(200);
    expect(securityHeaders(health)).toEqual(fast);
  });
});
