import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ApiError } from '../../renderer/api/client';
import { createQueryClient } from '../../renderer/api/query-client';
import { setUnauthorizedHandler } from '../../renderer/api/unauthorized';
import { startHangingServer, type HangingServer } from '../support/hanging-server';
import { startApiServer, type TestServer } from './support/api-server';

let server: TestServer;
let hanging: HangingServer;

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  server = await startApiServer();
  hanging = await startHangingServer();
});

afterAll(async () => {
  await server.dispose();
  await hanging.close();
});

describe("the renderer's fetch client against the real server", () => {
  it('answers data for an ok answer', async () => {
    expect(await api.get<{ needsSetup: boolean }>(`${server.url}/api/setup`)).toMatchObject({
      needsSetup: true,
    });
  });

  it('keeps the spec message and tells a 404 apart, with its code and server message', async () => {
    const error = await failureOf(api.get(`${server.url}/api/article/NOPE-1`));
    expect(error.kind).toBe('not-found');
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.serverMessage).toBe('Article number NOPE-1 not found');
    expect(error.message).toBe(`404: ${error.body}`);
  });

  it('tells a 401 apart', async () => {
    const error = await failureOf(api.get(`${server.url}/api/admin/categories`));
    expect(error.kind).toBe('unauthorized');
    expect(error.code).toBe('NOT_SIGNED_IN');
  });

  it('gives up on a server that never answers after its time limit', async () => {
    const error = await failureOf(
      api.get(`http://127.0.0.1:${hanging.port}/api/article/X`, { timeoutMs: 300 }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
    expect(error.isOutage).toBe(true);
    expect(hanging.accepted()).toBeGreaterThan(0);
  });

  it('reports a stopped server as a network failure', async () => {
    const error = await failureOf(api.get(`http://127.0.0.1:${await closedPort()}/api/article/X`));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^0: /);
  });

  it("passes the caller's own cancel through instead of calling it an outage", async () => {
    const controller = new AbortController();
    const call = api.get(`http://127.0.0.1:${hanging.port}/api/article/X`, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('401 handled once', () => {
  it('calls the registered handler for a query or mutation that answers 401, unless 401 is expected', async () => {
    const client = createQueryClient();
    const seen: number[] = [];
    const unregister = setUnauthorizedHandler((error) => seen.push(error.status));
    const categories = () => api.get(`${server.url}/api/admin/categories`);

    await client.query({ queryKey: ['categories'], queryFn: categories }).catch(() => undefined);
    expect(seen).toEqual([401]);

    await client
      .query({ queryKey: ['user'], queryFn: categories, meta: { expectsUnauthorized: true } })
      .catch(() => undefined);
    expect(seen).toEqual([401]);

    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => api.post(`${server.url}/api/admin/categories`, { name: 'X' }),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(seen).toEqual([401, 401]);

    // A 404 is not a lost session.
    await client
      .query({ queryKey: ['article'], queryFn: () => api.get(`${server.url}/api/article/NOPE-2`) })
      .catch(() => undefined);
    expect(seen).toEqual([401, 401]);
    unregister();
  });
});
