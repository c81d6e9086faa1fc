import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../common/api/article-numbers';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

/*
 * Queries longer than five characters are looked up by a few of their trigrams and then checked
 * whole: these cases would go wrong if the check were missing or the trigrams badly chosen.
 */

let server: TestServer;
let admin: ApiClient;

const suggest = (q: string) =>
  server.client().getJson<string[]>(`/api/search/article-numbers?q=${encodeURIComponent(q)}`);

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  await createCategory(admin, 'Ovens');
  // A catalogue of look-alike numbers, so that every trigram of a query is shared by many of them.
  const lines = ['article_number,category'];
  for (let i = 0; i < 3_000; i++) {
    lines.push(
      `${['KCH', 'AVN', 'GRD'][i % 3]}-${String.fromCharCode(65 + (i % 26))}${String(i).padStart(5, '0')}-${i % 7},Ovens`,
    );
  }
  lines.push('X-KCH-A00000-0,Ovens', 'KCH-A00000-09,Ovens', 'ABC-DEF,Ovens', 'ZZ-ABCDEF,Ovens');
  lines.push('AAAAAAA,Ovens', 'AAA-AAA,Ovens', 'ΩMEGA-ÄÖÜ-1,Ovens');
  const response = await admin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm('file', `${lines.join('\n')}\n`, 'catalogue.csv', 'text/csv'),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as ImportResult).results.created).toBe(3_007);
}, 120_000);

afterAll(async () => {
  await server.dispose();
});

describe('autocomplete for long queries', () => {
  it('answers a full number with itself, the longer numbers starting with it, then those containing it', async () => {
    expect(await suggest('KCH-A00000-0')).toEqual(['KCH-A00000-0', 'KCH-A00000-09', 'X-KCH-A00000-0']);
    expect(await suggest('avn-b00001-1')).toEqual(['AVN-B00001-1']);
  });

  it('matches the query as one piece, not its trigrams found apart', async () => {
    expect(await suggest('abcdef')).toEqual(['ZZ-ABCDEF']);
    expect(await suggest('aaaaaa')).toEqual(['AAAAAAA']);
    expect(await suggest('c-def')).toEqual(['ABC-DEF']);
  });

  it('finds inner matches of six or more characters and answers nothing for a near miss', async () => {
    expect(await suggest('00012-5')).toEqual(['KCH-M00012-5']);
    expect(await suggest('-m00012')).toEqual(['KCH-M00012-5']);
    expect(await suggest('kch-a00000-0x')).toEqual([]);
    expect(await suggest('qqqqqqqq')).toEqual([]);
  });

  it('folds case beyond ASCII and treats search syntax as text', async () => {
    expect(await suggest('mega-äöü')).toEqual(['ΩMEGA-ÄÖÜ-1']);
    expect(await suggest('"kch-a0')).toEqual([]);
    expect(await suggest('kch AND avn')).toEqual([]);
  });
});
