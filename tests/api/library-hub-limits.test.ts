import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestBundle } from '../../common/api/library-bundles';
import type { HubLimits } from '../../server/config/server-config';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import {
  checkHub,
  exportBundle,
  follow,
  libraryStatus,
  publish,
  signingPublicKey,
} from './support/library-bundles';
import { pause, startMisbehavingHub, type HubHandler, type MisbehavingHub } from './support/misbehaving-hub';

/** Short limits, so each misbehaviour shows in a second instead of the real ten. */
const LIMITS: HubLimits = {
  connectMs: 2_000,
  firstByteMs: 500,
  idleMs: 500,
  manifestTotalMs: 2_000,
  downloadBaseMs: 3_000,
  minBytesPerSecond: 1024 * 1024,
  manifestMaxBytes: 64 * 1024,
};
const MB = 1024 * 1024;

let hub: TestServer;
let kiosk: TestServer;
let kioskAdmin: ApiClient;
let hubKey: string;
let latest: LatestBundle;
let bundle: Buffer;
let stub: MisbehavingHub | undefined;

const incoming = (server: TestServer) => {
  const folder = path.join(server.dataDir, 'library-bundles', 'incoming');
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function followStub(client: ApiClient, handler: HubHandler): Promise<MisbehavingHub> {
  stub = await startMisbehavingHub(handler);
  await follow(client, { hubUrl: stub.url, publicKey: hubKey });
  return stub;
}

/** Answers the latest manifest as the real hub does, and the bundle as `bundleAnswer` says. */
const servesLatest =
  (bundleAnswer: HubHandler, description: LatestBundle = latest): HubHandler =>
  (req, res, write) => {
    if (req.url === '/api/library/latest') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(description));
      return;
    }
    return bundleAnswer(req, res, write);
  };

beforeAll(async () => {
  hub = await startApiServer();
  const hubAdmin = await hub.client().registerAdmin();
  await createCategory(hubAdmin, 'Only on the hub');
  await publish(hubAdmin, 'From the hub');
  hubKey = await signingPublicKey(hubAdmin);
  latest = await hub.client().getJson<LatestBundle>('/api/library/latest');
  bundle = await exportBundle(hubAdmin);
  kiosk = await startApiServer({ config: { libraryHubLimits: LIMITS } });
  kioskAdmin = await kiosk.client().registerAdmin();
}, 120_000);

afterAll(async () => {
  await stub?.close();
  await kiosk?.dispose();
  await hub?.dispose();
});

describe('a follower reads only what it checked and only for as long as it allows', () => {
  it('stops reading an oversized manifest at its cap and says which hub and why', async () => {
    const hubStub = await followStub(kioskAdmin, async (_req, res, write) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let written = 0; written < 200 * MB; written += chunk.length) if (!(await write(chunk))) return;
      res.end();
    });
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_HUB_ANSWER_REFUSED');
    expect(status.follower?.lastError).toContain(hubStub.url);
    expect(status.follower?.lastError).toContain('longer than the 65536 bytes');
    expect(hubStub.sent()).toBeLessThan(16 * MB);
    expect(status.served).toBeNull();
    await hubStub.close();
  });

  it('gives up on a silent hub and names it and the reason', async () => {
    const hubStub = await followStub(kioskAdmin, () => undefined);
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_HUB_TIMEOUT');
    expect(status.follower?.lastError).toBe(
      `The hub at ${hubStub.url} is too slow: connected, but no answer within 0.5 s; the current library stays in use`,
    );
    await hubStub.close();
  });

  it('gives up on a hub that sends one byte now and then', async () => {
    const hubStub = await followStub(kioskAdmin, async (_req, res, write) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      for (const byte of '{"version": 1, "manifest": "') {
        if (!(await write(byte))) return;
        await pause(1_000);
      }
      res.end();
    });
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_HUB_TIMEOUT');
    expect(status.follower?.lastError).toContain(
      `The hub at ${hubStub.url} is too slow: it fell silent for 0.5 s`,
    );
    await hubStub.close();
  });

  it('refuses a bundle that goes on past its declared size, and drops what it wrote', async () => {
    const hubStub = await followStub(
      kioskAdmin,
      servesLatest(async (_req, res, write) => {
        res.writeHead(200, { 'content-type': 'application/x-tar' });
        if (!(await write(bundle))) return;
        const chunk = Buffer.alloc(64 * 1024);
        for (let written = 0; written < 100 * MB; written += chunk.length) if (!(await write(chunk))) return;
        res.end();
      }),
    );
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_HUB_ANSWER_REFUSED');
    expect(status.follower?.lastError).toContain(`it sent more than the ${bundle.length} bytes`);
    expect(hubStub.sent()).toBeLessThan(bundle.length + 16 * MB);
    expect(incoming(kiosk)).toEqual([]);
    expect(status.served).toBeNull();
    await hubStub.close();
  });

  it('refuses a bundle size that the signed manifest does not make', async () => {
    const hubStub = await followStub(
      kioskAdmin,
      servesLatest(
        (_req, res) => {
          res.writeHead(200);
          res.end(Buffer.concat([bundle, Buffer.alloc(4096)]));
        },
        { ...latest, bundleSize: latest.bundleSize + 4096 },
      ),
    );
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_HUB_ANSWER_REFUSED');
    expect(status.follower?.lastError).toContain(`it says the bundle has ${latest.bundleSize + 4096} bytes`);
    // Nothing more of the library is asked for (the kiosk's report still goes to its hub).
    expect(hubStub.requests.filter((request) => !request.startsWith('POST /api/fleet/'))).toEqual([
      'GET /api/library/latest',
    ]);
    await hubStub.close();
  });

  it('gives up on a download that trickles, keeping what arrived for the next check', async () => {
    const hubStub = await followStub(
      kioskAdmin,
      servesLatest(async (_req, res, write) => {
        res.writeHead(200, { 'content-type': 'application/x-tar' });
        for (let offset = 0; offset < bundle.length; offset += 1024) {
          if (!(await write(bundle.subarray(offset, offset + 1024)))) return;
          await pause(200);
        }
        res.end();
      }),
    );
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_HUB_TIMEOUT');
    expect(status.follower?.lastError).toContain(
      `The hub at ${hubStub.url} is too slow: it did not finish answering`,
    );
    expect(incoming(kiosk)).toEqual(['library-v1.tar.part']);
    await hubStub.close();
  });

  it('still applies the bundle of a well-behaved hub with these limits', async () => {
    await follow(kioskAdmin, { hubUrl: hub.url, publicKey: hubKey });
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(1);
  });
});

describe('closing the server during a download', () => {
  it('aborts the download at once and leaves the served library and no partial file', async () => {
    const second = await startApiServer();
    const admin = await second.client().registerAdmin();
    let downloading: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (downloading = resolve));
    const hubStub = await followStub(
      admin,
      servesLatest(async (_req, res, write) => {
        res.writeHead(200, { 'content-type': 'application/x-tar' });
        downloading();
        for (let offset = 0; offset < bundle.length; offset += 1) {
          if (!(await write(bundle.subarray(offset, offset + 1)))) return;
          await pause(5_000);
        }
        res.end();
      }),
    );
    const checking = admin.post('/api/admin/library/check').catch((error: unknown) => error);
    await started;
    const closing = Date.now();
    await second.stop();
    console.log(`Server closed ${Date.now() - closing} ms after the request, in the middle of a download`);
    await checking;

    const again = await startApiServer({ dataDir: second.dataDir });
    try {
      expect(incoming(again)).toEqual([]);
      const status = await libraryStatus(await again.client().login());
      expect(status.served).toBeNull();
      expect(status.follower?.lastError).toContain('the check was stopped');
    } finally {
      await again.dispose();
      await hubStub.close();
    }
  }, 30_000);
});
