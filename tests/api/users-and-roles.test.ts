import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Activity } from '../../common/api/activities';
import type { SessionUser } from '../../common/api/auth';
import type { Category } from '../../common/api/categories';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import type { UserAccount } from '../../common/api/users';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { startApiServer, TEST_ADMIN, type ApiClient, type TestServer } from './support/api-server';
import { putDocument } from './support/instruction-documents';

const EDITOR = { username: 'editor', password: 'editor-password' } as const;

let server: TestServer;
let admin: ApiClient;

beforeEach(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
});

afterEach(async () => {
  await server.dispose();
});

async function addUser(
  role: 'admin' | 'editor',
  credentials: { username: string; password: string } = EDITOR,
) {
  const response = await admin.post('/api/admin/users', { ...credentials, role });
  expect(response.status).toBe(201);
  return (await response.json()) as UserAccount;
}

async function signedInEditor(): Promise<{ editor: ApiClient; account: UserAccount }> {
  const account = await addUser('editor');
  return { editor: await server.client().login(EDITOR), account };
}

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(20);
}

describe('the users contract', () => {
  it('lists the existing admin, adds users with a role and answers their role in the session', async () => {
    const [first] = await admin.getJson<UserAccount[]>('/api/admin/users');
    expect(first).toMatchObject({ username: TEST_ADMIN.username, role: 'admin', disabled: false });
    expect(first?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const created = await addUser('editor');
    expect(created).toEqual({
      id: expect.any(Number),
      username: 'editor',
      role: 'editor',
      disabled: false,
      lastSignInAt: null,
      createdAt: expect.any(String),
    });
    const editor = await server.client().login(EDITOR);
    expect(await editor.getJson<SessionUser>('/api/user')).toEqual({
      id: created.id,
      username: 'editor',
      role: 'editor',
    });
    expect(await admin.getJson<SessionUser>('/api/user')).toMatchObject({ role: 'admin' });
    const listed = await admin.getJson<UserAccount[]>('/api/admin/users');
    expect(listed.map((user) => user.username)).toEqual(['admin', 'editor']);
    expect(listed[1]?.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const duplicate = await admin.post('/api/admin/users', { ...EDITOR, username: 'EDITOR', role: 'admin' });
    await expectRefused(duplicate, 409, 'USERNAME_TAKEN');
  });

  it('refuses a bad role, a short password and a missing name by rule code', async () => {
    const response = await admin.post('/api/admin/users', { username: ' ', password: '123', role: 'owner' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues: { path: string[]; rule: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual([
      { path: ['username'], rule: 'required', params: {} },
      { path: ['password'], rule: 'tooShort', params: { min: 6 } },
      { path: ['role'], rule: 'notAllowed', params: {} },
    ]);
    expect(await admin.getJson<UserAccount[]>('/api/admin/users')).toHaveLength(1);
  });

  it('changes a role, resets a password and logs each change', async () => {
    const { editor, account } = await signedInEditor();
    const promoted = await admin.patch(`/api/admin/users/${account.id}`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ role: 'admin' });
    // The new role counts at the editor's next request, without signing in again.
    expect((await editor.get('/api/admin/users')).status).toBe(200);

    const reset = await admin.patch(`/api/admin/users/${account.id}`, { password: 'brand-new-password' });
    expect(reset.status).toBe(200);
    expect((await server.client().post('/api/login', EDITOR)).status).toBe(401);
    expect(
      (await server.client().post('/api/login', { ...EDITOR, password: 'brand-new-password' })).status,
    ).toBe(200);

    await admin.patch(`/api/admin/users/${account.id}`, { disabled: true });
    await admin.patch(`/api/admin/users/${account.id}`, { disabled: false });
    const kinds = (await admin.getJson<Activity[]>('/api/admin/activities'))
      .filter((activity) => activity.entityType === 'user' && activity.action !== 'login')
      .map((activity) => activity.detail?.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'userAdded',
        'userRoleChanged',
        'userPasswordReset',
        'userDisabled',
        'userEnabled',
      ]),
    );
    const missing = await admin.patch('/api/admin/users/9999', { disabled: true });
    await expectRefused(missing, 404, 'USER_NOT_FOUND');
  });
});

describe('the last admin', () => {
  it('can be neither demoted nor disabled, alone or with only disabled admins beside', async () => {
    const [self] = await admin.getJson<UserAccount[]>('/api/admin/users');
    const id = self?.id ?? 0;
    await expectRefused(await admin.patch(`/api/admin/users/${id}`, { role: 'editor' }), 409, 'LAST_ADMIN');
    await expectRefused(await admin.patch(`/api/admin/users/${id}`, { disabled: true }), 409, 'LAST_ADMIN');

    const second = await addUser('admin', { username: 'second', password: 'second-password' });
    await admin.patch(`/api/admin/users/${second.id}`, { disabled: true });
    await expectRefused(await admin.patch(`/api/admin/users/${id}`, { role: 'editor' }), 409, 'LAST_ADMIN');

    await admin.patch(`/api/admin/users/${second.id}`, { disabled: false });
    const demoted = await admin.patch(`/api/admin/users/${id}`, { role: 'editor' });
    expect(demoted.status).toBe(200);
    // Now an editor, the first admin may no longer manage users.
    await expectRefused(await admin.get('/api/admin/users'), 403, 'ROLE_FORBIDDEN');
  });
});

describe('a disabled user', () => {
  it('cannot sign in, and their open session ends at the next request', async () => {
    const { editor, account } = await signedInEditor();
    expect((await editor.get('/api/admin/categories')).status).toBe(200);
    expect((await admin.patch(`/api/admin/users/${account.id}`, { disabled: true })).status).toBe(200);

    await expectRefused(await editor.get('/api/admin/categories'), 401, 'ACCOUNT_DISABLED');
    expect((await editor.get('/api/user')).status).toBe(401);
    await expectRefused(await server.client().post('/api/login', EDITOR), 403, 'ACCOUNT_DISABLED');
    // A wrong password says nothing about the account being disabled.
    await expectRefused(
      await server.client().post('/api/login', { ...EDITOR, password: 'wrong-password' }),
      401,
      'INVALID_CREDENTIALS',
    );

    await admin.patch(`/api/admin/users/${account.id}`, { disabled: false });
    expect((await server.client().post('/api/login', EDITOR)).status).toBe(200);
  });
});

describe('an editor', () => {
  let editor: ApiClient;
  let category: Category;

  beforeEach(async () => {
    ({ editor } = await signedInEditor());
    category = (await (await editor.post('/api/admin/categories', { name: 'Audio' })).json()) as Category;
  });

  it('creates and edits categories and instructions', async () => {
    expect(category.name).toBe('Audio');
    const renamed = await editor.patch(`/api/admin/categories/${category.id}`, { name: 'Audio & TV' });
    expect(renamed.status).toBe(200);
    const created = await editor.post('/api/admin/instructions', {
      instruction: {
        title: 'Soundbar',
        type: 'user_manual',
        isUniversal: false,
        excludePatterns: [],
        categoryId: category.id,
      },
      contents: { en: '# Hello' },
      titles: {},
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as AdminInstructionDetail;
    const edited = await editor.put(`/api/admin/instructions/${id}`, {
      instruction: { title: 'Soundbar setup', type: 'user_manual', isUniversal: true, excludePatterns: [] },
      contents: { en: '# Hello again' },
      titles: {},
    });
    expect(edited.status).toBe(200);
    expect(await editor.getJson<AdminInstructionDetail>(`/api/admin/instructions/${id}`)).toMatchObject({
      title: 'Soundbar setup',
      status: 'draft',
      published: false,
    });
    // An editor's saves are drafts: no kiosk sees them until an admin publishes.
    expect((await server.client().get(`/api/instruction/${id}`)).status).toBe(404);
    expect((await editor.post(`/api/admin/instructions/${id}/publish`)).status).toBe(403);
    expect((await editor.get('/api/admin/instruction-drafts')).status).toBe(200);
    // An editor's PDF is part of the draft, also on a published instruction, until an admin publishes.
    expect((await putDocument(editor, id, 'en', pdfWithPages(['Soundbar manual']))).status).toBe(200);
    expect((await admin.post(`/api/admin/instructions/${id}/publish`)).status).toBe(200);
    expect((await server.client().get(`/api/instruction/${id}`)).status).toBe(200);
    expect((await putDocument(editor, id, 'de', pdfWithPages(['Handbuch']))).status).toBe(200);
    expect((await server.client().get(`/api/instructions/${id}/documents/de`)).status).toBe(404);
    expect((await admin.post(`/api/admin/instructions/${id}/publish`)).status).toBe(200);
    expect((await server.client().get(`/api/instructions/${id}/documents/de`)).status).toBe(200);
    expect((await editor.get('/api/admin/media')).status).toBe(200);
    expect((await editor.get('/api/admin/activities')).status).toBe(200);
  });

  it('gets 403 ROLE_FORBIDDEN for publishing, deleting, importing, users and library publishing', async () => {
    const created = (await (
      await admin.post('/api/admin/instructions', {
        instruction: { title: 'Kept', type: 'user_manual', isUniversal: true, excludePatterns: [] },
        contents: { en: 'Kept' },
        titles: {},
      })
    ).json()) as AdminInstructionDetail;
    const form = new FormData();
    form.set('file', new Blob(['article_number,category\nA-1,Audio\n'], { type: 'text/csv' }), 'numbers.csv');
    const refused: [string, Promise<Response>][] = [
      // Publishing a draft: refused before routing, so also before the route exists.
      ['publish', editor.post(`/api/admin/instructions/${created.id}/publish`, {})],
      ['restore', editor.post(`/api/admin/instructions/${created.id}/revisions/1/restore`, {})],
      ['delete instruction', editor.delete(`/api/admin/instructions/${created.id}`)],
      ['delete category', editor.delete(`/api/admin/categories/${category.id}`)],
      ['delete media', editor.delete('/api/admin/media/1')],
      ['delete document', editor.delete(`/api/admin/instructions/${created.id}/documents/en`)],
      ['import', editor.request('POST', '/api/admin/article-numbers/import', { body: form })],
      ['import job', editor.post('/api/admin/article-numbers/jobs/import')],
      [
        'link numbers',
        editor.post('/api/admin/article-numbers/bulk', { numbers: ['A-1'], categoryIds: [category.id] }),
      ],
      ['list users', editor.get('/api/admin/users')],
      ['add user', editor.post('/api/admin/users', { username: 'x', password: 'xxxxxxxx', role: 'admin' })],
      ['promote self', editor.patch('/api/admin/users/1', { role: 'admin' })],
      ['library publish', editor.post('/api/admin/library/publish', { note: 'x' })],
      ['library publish job', editor.post('/api/admin/library/jobs/publish', { note: 'x' })],
      ['backups', editor.get('/api/admin/backups')],
      ['qr address', editor.put('/api/admin/library-address', { qrAddress: null })],
      ['a route nobody listed', editor.get('/api/admin/some-future-screen')],
    ];
    for (const [what, pending] of refused) {
      const response = await pending;
      expect({ what, status: response.status }).toEqual({ what, status: 403 });
      expect(await response.json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
    }
    // Nothing was deleted.
    expect((await admin.get(`/api/admin/instructions/${created.id}`)).status).toBe(200);
    expect((await admin.getJson<Category[]>('/api/admin/categories')).map((c) => c.id)).toContain(
      category.id,
    );
    // For an admin the same unknown path is simply unknown.
    expect((await admin.get('/api/admin/some-future-screen')).status).toBe(404);
  });
});
