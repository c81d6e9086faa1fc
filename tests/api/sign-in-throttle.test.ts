import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiServer, TEST_ADMIN, type TestServer } from './support/api-server';
import { rawPostJson } from './support/raw-http';

let server: TestServer;

// The waits run on a clock the tests move on: no test waits them out, and a slow burst of guesses
// on a busy machine cannot outlast one. Only Date is faked: the server's own timers run as usual.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  server = await startApiServer();
  await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
  vi.useRealTimers();
});

/** Each test guesses from its own loopback address, so the tests do not share failures. */
let nextAddress = 10;
let address = '';
beforeEach(() => {
  nextAddress += 1;
  address = `127.0.0.${nextAddress}`;
});

const login = (password: string, from = address, username: string = TEST_ADMIN.username) =>
  rawPostJson(server.url, '/api/login', { username, password }, { localAddress: from });

async function wrongGuesses(count: number, from = address): Promise<number[]> {
  const statuses: number[] = [];
  for (let guess = 0; guess < count; guess += 1)
    statuses.push((await login(`wrong-guess-${guess}`, from)).status);
  return statuses;
}

describe('sign-in throttling per username and address', () => {
  it('lets the first three wrong passwords be judged, then makes the next guess wait, with the wait in the answer', async () => {
    expect(await wrongGuesses(3)).toEqual([401, 401, 401]);
    const refused = await login('wrong-guess-again');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      code: 'SIGN_IN_THROTTLED',
      message: 'Too many wrong sign-in attempts. Try again in 1 second.',
      retryAfterSeconds: 1,
    });
  });

  it('refuses even the right password inside the wait, and lets it through after the wait', async () => {
    expect(await wrongGuesses(3)).toEqual([401, 401, 401]);
    expect((await login(TEST_ADMIN.password)).status).toBe(429);
    vi.advanceTimersByTime(1100);
    expect((await login(TEST_ADMIN.password)).status).toBe(200);
    expect((await login('wrong-after-success')).status).toBe(401);
  });

  it('doubles the wait with every further wrong guess', async () => {
    expect(await wrongGuesses(3)).toEqual([401, 401, 401]);
    vi.advanceTimersByTime(1100);
    expect((await login('fourth-wrong')).status).toBe(401);
    const refused = await login('fifth-wrong');
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ retryAfterSeconds: 2 });
  });

  it('never locks another address out, nor another username from the same address', async () => {
    expect(await wrongGuesses(6)).toEqual([401, 401, 401, 429, 429, 429]);
    expect((await login(TEST_ADMIN.password, `127.0.1.${nextAddress}`)).status).toBe(200);
    expect((await login('another-wrong', address, 'someone-else')).status).toBe(401);
  });

  it('counts a parallel burst of guesses, so it cannot slip past the wait', async () => {
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, guess) => login(`burst-${guess}`)));
    const counts = statuses.reduce<Record<number, number>>((all, { status }) => {
      all[status] = (all[status] ?? 0) + 1;
      return all;
    }, {});
    expect(counts).toEqual({ 401: 3, 429: 9 });
  });
});
