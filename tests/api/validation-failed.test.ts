import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidationFailedBody } from '../../common/api/errors';
import type { Category } from '../../common/api/categories';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let category: Category;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  category = (await (await admin.post('/api/admin/categories', { name: 'Ovens' })).json()) as Category;
});

afterAll(async () => {
  await server.dispose();
});

/** The answer of a refused request: 400 VALIDATION_FAILED with the rules it broke. */
async function refusal(response: Response): Promise<ValidationFailedBody> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ValidationFailedBody;
  expect(body.code).toBe('VALIDATION_FAILED');
  return body;
}

describe('a refused request names each broken rule by code, with its field and values', () => {
  it('instructions: every broken rule at once, the English message of the first kept for scripts', async () => {
    const body = await refusal(
      await admin.post('/api/admin/instructions', {
        instruction: {
          title: 'x'.repeat(501),
          isUniversal: true,
          excludePatterns: ['OK', 'BAD\u202eNAME'],
          instructionNumber: 'MAN\u00071',
        },
        contents: { en: 'Text' },
        titles: { de: '   \u200b' },
      }),
    );
    expect(body.message).toBe('Title must be at most 500 characters');
    expect(body.issues).toEqual([
      { path: ['instruction', 'title'], rule: 'tooLong', params: { max: 500 } },
      {
        path: ['instruction', 'excludePatterns', 1],
        rule: 'bidiCharacter',
        params: { character: 'U+202E (RIGHT-TO-LEFT OVERRIDE)' },
      },
      {
        path: ['instruction', 'instructionNumber'],
        rule: 'controlCharacter',
        params: { character: 'U+0007' },
      },
      { path: ['titles', 'de'], rule: 'invisibleOnly', params: {} },
    ]);
  });

  it('instructions: the spec rules of the whole body', async () => {
    const body = await refusal(
      await admin.post('/api/admin/instructions', { instruction: { title: '  ' }, contents: { en: ' ' } }),
    );
    expect(body.message).toBe('Title is required');
    expect(body.issues).toEqual([
      { path: ['instruction', 'title'], rule: 'titleRequired', params: {} },
      { path: ['instruction', 'categoryId'], rule: 'categoryRequired', params: {} },
      { path: ['contents'], rule: 'contentRequired', params: {} },
    ]);
    const source = await refusal(
      await admin.post('/api/admin/instructions', {
        instruction: { title: 'Cleaning', categoryId: category.id },
        contents: { en: 'Text' },
        sourceLanguage: 'fr',
      }),
    );
    expect(source).toEqual({
      message: 'The source language must have content',
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['sourceLanguage'], rule: 'sourceLanguage', params: {} }],
    });
  });

  it('categories: required, too long and a control character, created or renamed', async () => {
    expect((await refusal(await admin.post('/api/admin/categories', { name: 42 }))).issues).toEqual([
      { path: ['name'], rule: 'nameRequired', params: {} },
    ]);
    const long = await refusal(await admin.post('/api/admin/categories', { name: 'x'.repeat(201) }));
    expect(long).toEqual({
      message: 'Name must be at most 200 characters',
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['name'], rule: 'tooLong', params: { max: 200 } }],
    });
    const renamed = await refusal(
      await admin.patch(`/api/admin/categories/${category.id}`, { name: 'Ov\u001bens' }),
    );
    expect(renamed.message).toBe('Name must not contain the control character U+001B');
    expect(renamed.issues).toEqual([
      { path: ['name'], rule: 'controlCharacter', params: { character: 'U+001B' } },
    ]);
  });

  it('article numbers: the number rule and the category selection, from the body and from the address', async () => {
    const body = await refusal(
      await admin.post('/api/admin/article-numbers/bulk', { number: 'AB,1', categoryIds: [] }),
    );
    expect(body.message).toBe('Article number contains a character that is not allowed: U+002C (COMMA)');
    expect(body.issues).toEqual([
      { path: ['number'], rule: 'numberCharacter', params: { character: 'U+002C (COMMA)' } },
      { path: ['categoryIds'], rule: 'categorySelection', params: {} },
    ]);
    expect(
      (await refusal(await admin.post('/api/admin/article-numbers/bulk', { categoryIds: [1] }))).issues,
    ).toEqual([{ path: ['number'], rule: 'articleNumberRequired', params: {} }]);
    const removed = await refusal(await admin.delete('/api/admin/article-numbers/sku/%20'));
    expect(removed).toEqual({
      message: 'Article number is required',
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['number'], rule: 'articleNumberRequired', params: {} }],
    });
  });

  it('sign-in and registration: required fields and the password length', async () => {
    const visitor = server.client();
    const login = await refusal(await visitor.post('/api/login', { username: '', password: 'short' }));
    expect(login.message).toBe('This field is required');
    expect(login.issues).toEqual([
      { path: ['username'], rule: 'required', params: {} },
      { path: ['password'], rule: 'tooShort', params: { min: 6 } },
    ]);
    const register = await refusal(await visitor.post('/api/register', { username: 'second' }));
    expect(register.issues).toEqual([{ path: ['password'], rule: 'required', params: {} }]);
  });

  it('names what was not found or refused by code, not only by sentence', async () => {
    const missing = await admin.delete('/api/admin/article-numbers/999999');
    expect(await missing.json()).toEqual({
      message: 'Article number record not found',
      code: 'ARTICLE_NUMBER_NOT_FOUND',
    });
    expect(await (await admin.get('/api/admin/instructions/999999')).json()).toMatchObject({
      code: 'INSTRUCTION_NOT_FOUND',
    });
    expect(await (await admin.delete(`/api/admin/categories/999999`)).json()).toMatchObject({
      code: 'CATEGORY_NOT_FOUND',
    });
    expect(await (await admin.delete('/api/admin/media/999999')).json()).toMatchObject({
      code: 'IMAGE_NOT_FOUND',
    });
    const wrong = await server.client().post('/api/login', { username: 'nobody', password: 'secret-pass' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      message: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });
  });
});
