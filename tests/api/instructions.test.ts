import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Activity } from '../../common/api/activities';
import type { Category } from '../../common/api/categories';
import type {
  AdminInstructionDetail,
  AdminInstructionListItem,
  InstructionBodyInput,
  InstructionDetail,
} from '../../common/api/instructions';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let category: Category;

beforeEach(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  category = (await (await admin.post('/api/admin/categories', { name: 'Audio' })).json()) as Category;
});

afterEach(async () => {
  await server.dispose();
});

function body(
  overrides: Partial<InstructionBodyInput['instruction']> = {},
  contents: Record<string, string> = { en: '# Hello' },
) {
  return {
    instruction: {
      title: 'Soundbar setup',
      type: 'user_manual',
      isUniversal: false,
      excludePatterns: [],
      categoryId: category.id,
      ...overrides,
    },
    contents,
    titles: { de: 'Soundbar einrichten', nl: '   ' },
  };
}

async function create(input: ReturnType<typeof body>): Promise<AdminInstructionDetail> {
  const response = await admin.post('/api/admin/instructions', input);
  expect(response.status).toBe(201);
  return (await response.json()) as AdminInstructionDetail;
}

describe('creating instructions', () => {
  it('stores the instruction with non-blank contents and titles and a generated number', async () => {
    const created = await create(body({}, { en: '# Hello', de: 'Hallo', fr: '   ' }));
    expect(created).toMatchObject({
      title: 'Soundbar setup',
      type: 'user_manual',
      categoryId: category.id,
      isUniversal: false,
      excludePatterns: [],
      instructionNumber: expect.stringMatching(/^INS-\d{6}$/),
      contents: [
        { language: 'en', content: '# Hello' },
        { language: 'de', content: 'Hallo' },
      ],
      titles: [{ language: 'de', title: 'Soundbar einrichten' }],
    });
    expect(await admin.getJson<AdminInstructionDetail>(`/api/admin/instructions/${created.id}`)).toEqual(
      created,
    );
  });

  it('generates unique numbers and skips one an admin already typed', async () => {
    await create(body({ instructionNumber: 'INS-000002' }));
    const second = await create(body());
    const third = await create(body());
    expect(second.instructionNumber).toBe('INS-000003');
    expect(third.instructionNumber).toBe('INS-000004');
  });

  it('never hands out the number of a deleted instruction again, also after a restart', async () => {
    await create(body());
    const last = await create(body());
    expect(last.instructionNumber).toBe('INS-000002');
    expect((await admin.delete(`/api/admin/instructions/${last.id}`)).status).toBe(200);
    const next = await create(body());
    expect(next.instructionNumber).toBe('INS-000003');

    const typed = await create(body({ instructionNumber: 'INS-000010' }));
    expect((await admin.delete(`/api/admin/instructions/${typed.id}`)).status).toBe(200);
    await server.stop();
    server = await startApiServer({ dataDir: server.dataDir });
    const relogged = await server.client().login();
    const response = await relogged.post('/api/admin/instructions', body());
    expect(response.status).toBe(201);
    expect(((await response.json()) as AdminInstructionDetail).instructionNumber).toBe('INS-000011');
  });

  it('refuses a given number that is taken with 409 and stores nothing', async () => {
    await create(body({ instructionNumber: 'MAN-1' }));
    const duplicate = await admin.post(
      '/api/admin/instructions',
      body({ instructionNumber: 'MAN-1', title: 'Other' }),
    );
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: 'Instruction number MAN-1 is already in use' });
    expect(await admin.getJson<unknown[]>('/api/admin/instructions')).toHaveLength(1);
  });

  it('stores a universal instruction without a category, with its exclude patterns trimmed and deduplicated', async () => {
    const created = await create(
      body({ isUniversal: true, categoryId: undefined, excludePatterns: [' REFURB ', 'REFURB', '', '-B'] }),
    );
    expect(created).toMatchObject({ isUniversal: true, categoryId: null, excludePatterns: ['REFURB', '-B'] });
  });

  it.each([
    ['a blank title', () => body({ title: '  ' }), 'Title is required'],
    [
      'no category for a non-universal instruction',
      () => body({ categoryId: undefined }),
      'Category is required for non-universal instructions',
    ],
    [
      'only blank contents',
      () => body({}, { en: '  ', de: '' }),
      'At least one language content is required',
    ],
    [
      'an unknown type',
      () => body({ type: 'recipe' as 'user_manual' }),
      'Type must be one of user_manual, technical_manual, troubleshooting',
    ],
    ['an unknown category', () => body({ categoryId: 999 }), 'Category not found'],
    [
      'isUniversal as a string',
      () => body({ isUniversal: 'yes' as unknown as boolean }),
      'isUniversal must be true or false',
    ],
    [
      'a title over 500 characters',
      () => body({ title: 'x'.repeat(501) }),
      'Title must be at most 500 characters',
    ],
  ])('answers 400 for %s and stores nothing', async (_case, input, message) => {
    const response = await admin.post('/api/admin/instructions', input());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await admin.getJson<unknown[]>('/api/admin/instructions')).toEqual([]);
  });

  it('answers 400 for a body that is not the instruction shape', async () => {
    const response = await admin.post('/api/admin/instructions', { title: 'flat' });
    expect(response.status).toBe(400);
    expect(await admin.getJson<unknown[]>('/api/admin/instructions')).toEqual([]);
  });
});

describe('listing, updating and deleting instructions', () => {
  it('lists instructions with the languages that have content, in the supported order', async () => {
    await create(body({ title: 'B second' }, { nl: 'Hoi', en: 'Hi' }));
    await create(body({ title: 'a first' }, { es: 'Hola' }));
    const list = await admin.getJson<AdminInstructionListItem[]>('/api/admin/instructions');
    expect(list.map(({ title, contentLanguages }) => [title, contentLanguages])).toEqual([
      ['a first', ['es']],
      ['B second', ['en', 'nl']],
    ]);
  });

  it('replaces fields, contents and titles on update and keeps the number when none is given', async () => {
    const created = await create(body());
    const response = await admin.put(`/api/admin/instructions/${created.id}`, {
      instruction: { title: 'Renamed', type: 'troubleshooting', isUniversal: true, excludePatterns: ['X'] },
      contents: { fr: 'Bonjour' },
      titles: { fr: 'Renommé' },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as AdminInstructionDetail;
    expect(updated).toMatchObject({
      id: created.id,
      instructionNumber: created.instructionNumber,
      title: 'Renamed',
      type: 'troubleshooting',
      isUniversal: true,
      categoryId: null,
      excludePatterns: ['X'],
      contents: [{ language: 'fr', content: 'Bonjour' }],
      titles: [{ language: 'fr', title: 'Renommé' }],
    });
    expect(updated.updatedAt >= created.updatedAt).toBe(true);
  });

  it('changes nothing when an update is invalid', async () => {
    const created = await create(body());
    const response = await admin.put(
      `/api/admin/instructions/${created.id}`,
      body({ title: 'New' }, { en: ' ' }),
    );
    expect(response.status).toBe(400);
    expect(await admin.getJson<AdminInstructionDetail>(`/api/admin/instructions/${created.id}`)).toEqual(
      created,
    );
  });

  it('refuses to take another instruction number on update', async () => {
    const first = await create(body());
    const second = await create(body());
    const response = await admin.put(
      `/api/admin/instructions/${second.id}`,
      body({ instructionNumber: first.instructionNumber }),
    );
    expect(response.status).toBe(409);
  });

  it('deletes an instruction with its translations', async () => {
    const created = await create(body());
    expect((await admin.delete(`/api/admin/instructions/${created.id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/instructions/${created.id}`)).status).toBe(404);
    expect((await server.client().get(`/api/instruction/${created.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/instructions/${created.id}`)).status).toBe(404);
  });

  it('answers 404 for unknown ids and 400 for ids that are not ones', async () => {
    expect((await admin.get('/api/admin/instructions/999')).status).toBe(404);
    expect((await admin.put('/api/admin/instructions/999', body())).status).toBe(404);
    expect((await admin.get('/api/admin/instructions/1.5')).status).toBe(400);
  });

  it('records create, update and delete as activities with the instruction id', async () => {
    const created = await create(body());
    await admin.put(`/api/admin/instructions/${created.id}`, body({ title: 'Renamed' }));
    await admin.delete(`/api/admin/instructions/${created.id}`);
    const activities = await admin.getJson<Activity[]>('/api/admin/activities');
    expect(
      activities.slice(0, 3).map(({ action, entityType, entityId }) => [action, entityType, entityId]),
    ).toEqual([
      ['delete', 'instruction', created.id],
      ['update', 'instruction', created.id],
      ['create', 'instruction', created.id],
    ]);
    expect(activities[0]?.details).toBe(`Deleted instruction ${created.instructionNumber}: Renamed`);
  });
});

describe('public instruction reads', () => {
  it('answers an instruction by id and by number without a session', async () => {
    const created = await create(body({ instructionNumber: 'MAN-7' }));
    const visitor = server.client();
    const byId = await visitor.getJson<InstructionDetail>(`/api/instruction/${created.id}`);
    const byNumber = await visitor.getJson<InstructionDetail>('/api/instruction/number/MAN-7');
    expect(byId).toEqual(byNumber);
    expect(byId.instruction).toMatchObject({
      id: created.id,
      instructionNumber: 'MAN-7',
      title: 'Soundbar setup',
    });
    expect(byId.contents).toEqual([{ language: 'en', content: '# Hello' }]);
    expect(byId.titles).toEqual([{ language: 'de', title: 'Soundbar einrichten' }]);
    expect((await visitor.get(`/api/instruction/${created.id}`)).headers.getSetCookie()).toEqual([]);
  });

  it('answers 404 for unknown instructions', async () => {
    const missing = await server.client().get('/api/instruction/number/NOPE-1');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Instruction not found' });
    expect((await server.client().get('/api/instruction/12345')).status).toBe(404);
    expect((await server.client().get('/api/instruction/abc')).status).toBe(400);
  });
});

describe('large instructions', () => {
  it('accepts every language at the largest allowed content in one body', async () => {
    const big = 'é'.repeat(1_000_000);
    const contents = Object.fromEntries(
      ['en', 'de', 'nl', 'fr', 'it', 'da', 'es'].map((language) => [language, big]),
    );
    const created = await create(body({}, contents));
    expect(created.contents).toHaveLength(7);
    expect(created.contents[0]?.content).toHaveLength(1_000_000);
  });

  it('refuses content over the limit with 400', async () => {
    const response = await admin.post('/api/admin/instructions', body({}, { en: 'x'.repeat(1_000_001) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Content is too long' });
  });
});
