import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryAddress } from '../../common/api/library-address';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

describe('the address for QR codes', () => {
  it('is set by an admin, tidied to scheme, host and port, and kept over a restart', async () => {
    const response = await admin.put('/api/admin/library-address', {
      qrAddress: ' http://Library.Shop.lan:3000/ ',
    });
    expect(response.status).toBe(200);
    expect(await server.client().getJson<LibraryAddress>('/api/library-address')).toEqual({
      lanOrigin: null,
      qrAddress: 'http://library.shop.lan:3000',
      qrHostAnswered: false,
    });

    await server.stop();
    server = await startApiServer({ dataDir: server.dataDir });
    admin = await server.client().login();
    expect((await server.client().getJson<LibraryAddress>('/api/library-address')).qrAddress).toBe(
      'http://library.shop.lan:3000',
    );
  });

  it.each([
    ['ftp://library.lan', 'notHttpAddress'],
    ['library.lan:3000', 'notHttpAddress'],
    ['javascript:alert(1)', 'notHttpAddress'],
    ['http://library.lan/kiosk', 'notJustAddress'],
    ['http://library.lan/x/..', 'notJustAddress'],
    ['http://evil.example@library.lan', 'notJustAddress'],
    ['http://library.lan?next=http://evil.example', 'notJustAddress'],
  ])('refuses %s with a reason a person understands', async (qrAddress, problem) => {
    const response = await admin.put('/api/admin/library-address', { qrAddress });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; problem: string; message: string };
    expect(body).toMatchObject({ code: 'QR_ADDRESS_INVALID', problem });
    expect(body.message).toMatch(/address for QR codes/);
  });

  it('tells whether this server answers to its host name (--allowed-hosts)', async () => {
    const named = await startApiServer({ config: { allowedHosts: ['library.shop.lan'] } });
    try {
      const namedAdmin = await named.client().registerAdmin();
      expect(
        (await namedAdmin.put('/api/admin/library-address', { qrAddress: 'http://library.shop.lan:3000' }))
          .status,
      ).toBe(200);
      expect(await named.client().getJson<LibraryAddress>('/api/library-address')).toMatchObject({
        qrAddress: 'http://library.shop.lan:3000',
        qrHostAnswered: true,
      });
    } finally {
      await named.dispose();
    }
  });

  it('is cleared by an empty address, and only an admin may change it', async () => {
    expect(
      (await server.client().put('/api/admin/library-address', { qrAddress: 'http://x.lan' })).status,
    ).toBe(401);
    expect((await admin.put('/api/admin/library-address', { qrAddress: '' })).status).toBe(200);
    expect((await server.client().getJson<LibraryAddress>('/api/library-address')).qrAddress).toBeNull();
  });
});
