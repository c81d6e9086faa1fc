import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../common/api/search';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let instructionId: number;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  const category = (await (await admin.post('/api/admin/categories', { name: 'Filters' })).json()) as {
    id: number;
  };
  const created = await admin.post('/api/admin/instructions', {
    instruction: { title: 'Filter care', categoryId: category.id },
    contents: {
      en: '<p>Filter care for the water tank</p>',
      de: '<p>Die Gr&ouml;&szlig;e des Filters pr&uuml;fen</p>',
      fr: '<p>&Eacute;tape&nbsp;: nettoyer le d&eacute;tartreur &agrave; l&rsquo;eau</p>',
      da: '<p>R&aring;d om f&oslash;rste filterskift &aelig;ndres</p>',
    },
  });
  instructionId = ((await created.json()) as { id: number }).id;
});

afterAll(async () => {
  await server.dispose();
});

async function found(q: string, lang: string): Promise<number[]> {
  const answer = await server
    .client()
    .getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`);
  return answer.results.map((hit) => hit.instructionId);
}

describe('word search reads HTML entities as the characters they stand for', () => {
  it.each([
    ['Größe', 'de'],
    ['prüfen', 'de'],
    ['Étape', 'fr'],
    ['détartreur', 'fr'],
    ['Råd', 'da'],
    ['første', 'da'],
    ['ændres', 'da'],
  ])('finds %s (%s)', async (q, lang) => {
    expect(await found(q, lang)).toEqual([instructionId]);
  });

  it.each([
    ['ouml', 'de'],
    ['szlig', 'de'],
    ['eacute', 'fr'],
    ['oslash', 'da'],
  ])('does not find the entity name %s', async (q, lang) => {
    expect(await found(q, lang)).toEqual([]);
  });

  it('shows the decoded text in the snippet', async () => {
    const answer = await server
      .client()
      .getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent('Größe')}&lang=de`);
    expect(answer.results[0]?.snippet).toContain('Größe des Filters prüfen');
  });
});
