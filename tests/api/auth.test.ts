import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Activity } from '../../common/api/activities';
import type { SetupStatus, User } from '../../common/api/auth';
import { startApiServer, TEST_ADMIN, type TestServer } from './support/api-server';

let server: TestServer;

beforeEach(async () => {
  server = await startApiServer();
});

afterEach(async () => {
  await server.dispose();
});

describe('first-run registration', () => {
  it('is open while no user exists, creates the first admin and signs it in, then closes', async () => {
    const client = server.client();
    expect(await client.getJson<SetupStatus>('/api/setup')).toEqual({
      needsSetup: true,
      firstRunAllowedHere: true,
    });

    const registered = await client.post('/api/register', TEST_ADMIN);
    expect(registered.status).toBe(201);
    const user = (await registered.json()) as User & { password?: string; passwordHash?: string };
    expect(user.username).toBe(TEST_ADMIN.username);
    expect(user.password).toBeUndefined();
    expect(user.passwordHash).toBeUndefined();
    expect((await client.getJson<User>('/api/user')).username).toBe(TEST_ADMIN.username);

    expect(await client.getJson<SetupStatus>('/api/setup')).toEqual({
      needsSetup: false,
      firstRunAllowedHere: true,
    });
    const second = await server
      .client()
      .post('/api/register', { username: 'intruder', password: 'another-password' });
    expect(second.status).toBe(403);
    expect((await second.json()) as { message: string }).toMatchObject({
      message: 'Registration is closed: an admin account already exists',
    });
    const login = await server
      .client()
      .post('/api/login', { username: 'intruder', password: 'another-password' });
    expect(login.status).toBe(401);
  });

  it('applies the login validation to registration and creates nothing on bad input', async () => {
    const response = await server.client().post('/api/register', { username: 'admin', password: '123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
    expect(await server.client().getJson<SetupStatus>('/api/setup')).toEqual({
      needsSetup: true,
      firstRunAllowedHere: true,
    });
  });
});

describe('login, current user and logout', () => {
  beforeEach(async () => {
    await server.client().registerAdmin();
  });

  it('signs in with a session cookie that is httpOnly and SameSite=Lax and answers the user', async () => {
    const client = server.client();
    const response = await client.post('/api/login', TEST_ADMIN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: expect.any(Number), username: TEST_ADMIN.username });
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/library\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.getJson<User>('/api/user')).username).toBe(TEST_ADMIN.username);
  });

  it('matches the username ignoring case', async () => {
    const response = await server.client().post('/api/login', { ...TEST_ADMIN, username: 'ADMIN' });
    expect(response.status).toBe(200);
  });

  it('gives a new session id at login, so a planted id is worth nothing', async () => {
    const client = server.client();
    await client.post('/api/login', { username: 'admin', password: 'wrong-password' });
    const before = client.cookieHeader;
    await client.login();
    expect(client.cookieHeader).not.toBe('');
    expect(client.cookieHeader).not.toBe(before);
  });

  it('answers one message for a wrong password and for an unknown user', async () => {
    const wrongPassword = await server
      .client()
      .post('/api/login', { username: 'admin', password: 'not-the-password' });
    const unknownUser = await server
      .client()
      .post('/api/login', { username: 'nobody', password: 'whatever-password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(await wrongPassword.json()).toMatchObject({ message: 'Invalid username or password' });
    expect(await unknownUser.json()).toMatchObject({ message: 'Invalid username or password' });
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [{ username: 'admin' }, 'This field is required'],
    [{ password: 'secret-password' }, 'This field is required'],
    [{ username: '', password: 'secret-password' }, 'This field is required'],
    [{ username: 'admin', password: 'short' }, 'Password must be at least 6 characters'],
    [{ username: 'admin', password: 12345678 }, 'This field is required'],
    [{ username: 'a'.repeat(101), password: 'secret-password' }, 'Username must be at most 100 characters'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await server.client().post('/api/login', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it('answers 401 for the current user without a session', async () => {
    const response = await server.client().get('/api/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Not signed in', code: 'NOT_SIGNED_IN' });
  });

  it('ends the session at logout: the old cookie no longer works', async () => {
    const client = await server.client().login();
    const copy = client.copyCookiesTo(server.client());
    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await copy.get('/api/user')).status).toBe(401);
    expect((await copy.get('/api/admin/categories')).status).toBe(401);
  });

  it('records login and logout as activities of the user', async () => {
    const client = await server.client().login();
    await client.post('/api/logout');
    const admin = await server.client().login();
    const activities = await admin.getJson<Activity[]>('/api/admin/activities');
    const actions = activities.map((activity) => activity.action);
    expect(actions.slice(0, 3)).toEqual(['login', 'logout', 'login']);
    expect(activities[1]).toMatchObject({
      username: 'admin',
      entityType: 'user',
      details: 'admin signed out',
    });
  });
});
