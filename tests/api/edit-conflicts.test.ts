import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../common/api/activities';
import type { Category } from '../../common/api/categories';
import type { AdminInstructionDetail, AdminInstructionListItem } from '../../common/api/instructions';
import { closeDatabase, openDatabase } from '../../server/db/client';
import { createAccount } from '../../server/services/accounts';
import { startApiServer, TEST_PASSWORD_COST, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let anna: ApiClient;
let bert: ApiClient;
let category: Category;

beforeAll(async () => {
  server = await startApiServer();
  anna = await server.client().registerAdmin({ username: 'anna', password: 'anna-password' });
  // A second admin, made the way `npm run admin -- create` makes one: on the library file itself.
  const db = openDatabase(path.join(server.dataDir, 'library.db'));
  await createAccount(db, 'bert', 'bert-password', TEST_PASSWORD_COST);
  closeDatabase(db);
  bert = await server.client().login({ username: 'bert', password: 'bert-password' });
  category = (await (await anna.post('/api/admin/categories', { name: 'Garden' })).json()) as Category;
});

afterAll(async () => {
  await server.dispose();
});

const instructionBody = (title: string, extra: Record<string, unknown> = {}) => ({
  instruction: { title, categoryId: category.id },
  contents: { en: `# ${title}` },
  ...extra,
});

async function createInstruction(title: string): Promise<AdminInstructionDetail> {
  const response = await anna.post('/api/admin/instructions', instructionBody(title));
  expect(response.status).toBe(201);
  return (await response.json()) as AdminInstructionDetail;
}

describe('instruction edit conflicts', () => {
  it('starts at revision 1 and shows the revision in the admin list and the single GET', async () => {
    const created = await createInstruction('Mower');
    expect(created.revision).toBe(1);
    const list = await anna.getJson<AdminInstructionListItem[]>('/api/admin/instructions');
    expect(list.find((item) => item.id === created.id)?.revision).toBe(1);
    expect(
      (await anna.getJson<AdminInstructionDetail>(`/api/admin/instructions/${created.id}`)).revision,
    ).toBe(1);
  });

  it('refuses the second of two saves based on the same revision, naming who saved first and when; nothing is lost', async () => {
    const created = await createInstruction('Hedge trimmer');
    const first = await bert.put(
      `/api/admin/instructions/${created.id}`,
      instructionBody('Hedge trimmer (Bert)', { baseRevision: 1 }),
    );
    expect(first.status).toBe(200);
    const saved = (await first.json()) as AdminInstructionDetail;
    expect(saved.revision).toBe(2);

    const second = await anna.put(
      `/api/admin/instructions/${created.id}`,
      instructionBody('Hedge trimmer (Anna)', { baseRevision: 1 }),
    );
    expect(second.status).toBe(409);
    const answer = (await second.json()) as Record<string, unknown>;
    expect(answer).toEqual({
      message: expect.stringMatching(
        /^This instruction was changed by bert at \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Reload to see the latest version\.$/,
      ) as unknown,
      code: 'EDIT_CONFLICT',
      changedBy: 'bert',
      changedAt: saved.updatedAt,
    });
    const stored = await anna.getJson<AdminInstructionDetail>(`/api/admin/instructions/${created.id}`);
    expect(stored).toMatchObject({ title: 'Hedge trimmer (Bert)', revision: 2 });

    const retried = await anna.put(
      `/api/admin/instructions/${created.id}`,
      instructionBody('Hedge trimmer (Anna)', { baseRevision: 2 }),
    );
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as AdminInstructionDetail).revision).toBe(3);
  });

  it('answers a retried save that was already stored (its answer lost) with success, not a conflict', async () => {
    const created = await createInstruction('Leaf blower');
    const body = instructionBody('Leaf blower (new title)', {
      baseRevision: 1,
      contents: { en: '# Leaf blower\n\n![Front](http://127.0.0.1:3000/api/media/4)', de: '# Laubbläser' },
      titles: { de: ' Laubbläser ' },
    });
    const first = await anna.put(`/api/admin/instructions/${created.id}`, body);
    expect(first.status).toBe(200);
    const retried = await anna.put(`/api/admin/instructions/${created.id}`, body);
    expect(retried.status).toBe(200);
    expect((await retried.json()) as AdminInstructionDetail).toMatchObject({
      title: 'Leaf blower (new title)',
      revision: 2,
    });
    const activities = await anna.getJson<Activity[]>('/api/admin/activities?limit=50');
    expect(activities.filter((row) => row.entityId === created.id && row.action === 'update')).toHaveLength(
      1,
    );
  });

  it('still refuses a retry when another admin saved since, or when the stored text differs from what is sent', async () => {
    const created = await createInstruction('Chainsaw');
    const body = instructionBody('Chainsaw (Anna)', { baseRevision: 1 });
    expect((await anna.put(`/api/admin/instructions/${created.id}`, body)).status).toBe(200);
    const bertSaves = await bert.put(
      `/api/admin/instructions/${created.id}`,
      instructionBody('Chainsaw (Anna)', { baseRevision: 2 }),
    );
    expect(bertSaves.status).toBe(200);
    // Bert stored the very same text: still not Anna's own save, so she is told.
    expect((await anna.put(`/api/admin/instructions/${created.id}`, body)).status).toBe(409);
    const changed = await anna.put(
      `/api/admin/instructions/${created.id}`,
      instructionBody('Chainsaw (Anna, more)', { baseRevision: 1 }),
    );
    expect(changed.status).toBe(409);
  });

  it('lets a save without baseRevision win, as older clients expect, and still raises the revision', async () => {
    const created = await createInstruction('Rake');
    await bert.put(`/api/admin/instructions/${created.id}`, instructionBody('Rake 2'));
    const response = await anna.put(`/api/admin/instructions/${created.id}`, instructionBody('Rake 3'));
    expect(response.status).toBe(200);
    expect((await response.json()) as AdminInstructionDetail).toMatchObject({ title: 'Rake 3', revision: 3 });
  });

  it.each([[0], [-1], [1.5], ['1'], [null]])('answers baseRevision %j with 400', async (baseRevision) => {
    const created = await createInstruction(`Shovel ${String(baseRevision)}`);
    const response = await anna.put(
      `/api/admin/instructions/${created.id}`,
      instructionBody('Shovel', { baseRevision }),
    );
    expect(response.status).toBe(400);
  });
});

describe('category edit conflicts', () => {
  it('refuses a rename based on an older revision with the same answer shape', async () => {
    const created = (await (
      await anna.post('/api/admin/categories', { name: 'Kitchen' })
    ).json()) as Category;
    expect(created.revision).toBe(1);
    const first = await bert.patch(`/api/admin/categories/${created.id}`, {
      name: 'Kitchen (B)',
      baseRevision: 1,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: created.id, name: 'Kitchen (B)', revision: 2 });

    const second = await anna.patch(`/api/admin/categories/${created.id}`, {
      name: 'Kitchen (A)',
      baseRevision: 1,
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      message: expect.stringMatching(
        /^This category was changed by bert at .+ UTC\. Reload to see the latest version\.$/,
      ) as unknown,
      code: 'EDIT_CONFLICT',
      changedBy: 'bert',
      changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    const list = await anna.getJson<Category[]>('/api/admin/categories');
    expect(list.find((item) => item.id === created.id)).toEqual({
      id: created.id,
      name: 'Kitchen (B)',
      revision: 2,
    });
  });
});
