import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LibraryJob } from '../../common/api/library-bundles';
import { removeDataDir } from '../support/server-process';
import { startApiServer, type TestServer } from './support/api-server';
import { CrashingKiosk, expectWholeLibrary, importNumbers, kioskTemplate } from './support/kiosk-crash';
import { exportBundle, importBundle, libraryStatus, publish } from './support/library-bundles';

/**
 * Article numbers of version 1, and those version 2 adds: enough rows in the delta that writing them
 * takes several chunks, so a kill can land halfway; the kiosk freezes the job where each test kills it.
 */
const BASE_NUMBERS = 15_000;
const NUMBERS = 5_000;

let hub: TestServer;
let bundles: { 1: Buffer; 2: Buffer };
let delta: Buffer;
/** A stopped kiosk that serves version 1; each test starts from a copy of it. */
let template: string;
let kiosk: CrashingKiosk;

beforeAll(async () => {
  hub = await startApiServer({ demo: true });
  const hubAdmin = await hub.client().registerAdmin();
  await importNumbers(hubAdmin, 'BASE', BASE_NUMBERS);
  await publish(hubAdmin);
  const version1 = await exportBundle(hubAdmin);
  await importNumbers(hubAdmin, 'CRASH', NUMBERS);
  await publish(hubAdmin);
  bundles = { 1: version1, 2: await exportBundle(hubAdmin) };
  const deltaResponse = await fetch(`${hub.url}/api/library/bundles/library-v2-from-v1.tar`);
  expect(deltaResponse.status).toBe(200);
  delta = Buffer.from(await deltaResponse.arrayBuffer());
  template = await kioskTemplate((await libraryStatus(hubAdmin)).signingKey?.publicKey, version1);
}, 400_000);

beforeEach(() => {
  kiosk = new CrashingKiosk(template);
});

afterEach(async () => {
  await kiosk.dispose();
});

afterAll(async () => {
  removeDataDir(template);
  await hub.dispose();
});

/** Where in the delta's apply job a kill lands: the kiosk's job freezes there (server/jobs/job-hold-point.ts). */
const KILL_POINTS: { name: string; holdAt: string; midway: (job: LibraryJob<'apply'>) => boolean }[] = [
  { name: "while it checks that the library is the delta's base", holdAt: 'checking:0', midway: () => true },
  {
    name: 'halfway through writing the changed rows',
    holdAt: 'replacing:0.5',
    midway: (job) => job.done < job.total,
  },
  {
    name: 'after the last row, while the result is checked against the new version',
    holdAt: 'replacing:1',
    midway: () => true,
  },
];

describe('power loss (kill -9) while a kiosk applies a delta', () => {
  it('the delta is a small part of the whole version', () => {
    expect(delta.length).toBeLessThan(bundles[2].length / 3);
  });

  for (const point of KILL_POINTS) {
    it(`leaves a whole library, old or new, when killed ${point.name}`, async () => {
      const admin = await kiosk.start(point.holdAt);
      expect((await libraryStatus(admin)).served?.version).toBe(1);
      const job = await kiosk.killWhileApplying(admin, delta, point.holdAt);
      expect(job && point.midway(job)).toBe(true);

      const again = await kiosk.start();
      const status = await expectWholeLibrary(again, bundles);
      const known = status.served?.version === 2 ? 'CRASH-1' : 'BASE-1';
      expect((await again.get(`/api/article/${known}`)).status).toBe(200);
      const unknown = status.served?.version === 2 ? 'NOT-THERE' : 'CRASH-1';
      expect((await again.get(`/api/article/${unknown}`)).status).toBe(404);
      console.log(
        `killed ${point.name} (${job?.phase} ${job?.done} of ${job?.total}): the kiosk came back serving version ${status.served?.version}`,
      );
    }, 180_000);
  }

  it('applies the new version whole from the delta when left alone', async () => {
    const admin = await kiosk.start();
    expect((await importBundle(admin, delta)).status).toBe(200);
    const status = await expectWholeLibrary(admin, bundles);
    expect(status.served?.version).toBe(2);
    const suggestions = await admin.getJson<string[]>(`/api/search/article-numbers?q=ash-${NUMBERS - 1}`);
    expect(suggestions).toContain(`CRASH-${NUMBERS - 1}`);
  }, 180_000);
});
