import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LibraryJob } from '../../common/api/library-bundles';
import { removeDataDir } from '../support/server-process';
import { startApiServer, type TestServer } from './support/api-server';
import { CrashingKiosk, expectWholeLibrary, importNumbers, kioskTemplate } from './support/kiosk-crash';
import { exportBundle, importBundle, libraryStatus, publish } from './support/library-bundles';

/** Enough article numbers that verifying and applying take a while, so a kill lands inside them. */
const NUMBERS = 150_000;

let hub: TestServer;
let bundles: { 1: Buffer; 2: Buffer };
/** A stopped kiosk that serves version 1; each test starts from a copy of it. */
let template: string;
let kiosk: CrashingKiosk;

beforeAll(async () => {
  hub = await startApiServer({ demo: true });
  const hubAdmin = await hub.client().registerAdmin();
  await publish(hubAdmin);
  const version1 = await exportBundle(hubAdmin);
  await importNumbers(hubAdmin, 'CRASH', NUMBERS);
  await publish(hubAdmin);
  bundles = { 1: version1, 2: await exportBundle(hubAdmin) };
  template = await kioskTemplate((await libraryStatus(hubAdmin)).signingKey?.publicKey, version1);
}, 300_000);

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

/** Where in the apply job a kill lands, read from the job's own progress. */
const KILL_POINTS: { name: string; reached: (job: LibraryJob<'apply'>) => boolean }[] = [
  { name: 'as it starts', reached: () => true },
  {
    name: 'halfway through verifying the bundle',
    reached: (job) => job.phase !== 'verifying' || (job.total > 0 && job.done >= job.total / 2),
  },
  { name: 'while it checks and swaps the library', reached: (job) => job.phase !== 'verifying' },
];

describe('power loss (kill -9) while a kiosk applies a bundle', () => {
  for (const point of KILL_POINTS) {
    it(`leaves a whole library, old or new, when killed ${point.name}`, async () => {
      const admin = await kiosk.start();
      expect((await libraryStatus(admin)).served?.version).toBe(1);
      const job = await kiosk.killWhileApplying(admin, bundles[2], point.reached);

      const again = await kiosk.start();
      const status = await expectWholeLibrary(again, bundles);
      const known = status.served?.version === 2 ? 'CRASH-1' : 'AVN-R110';
      expect((await again.get(`/api/article/${known}`)).status).toBe(200);
      console.log(
        `killed ${point.name} (${job?.phase} ${job?.done} of ${job?.total}): the kiosk came back serving version ${status.served?.version}`,
      );
    }, 180_000);
  }

  it('applies the new version whole when left alone', async () => {
    const admin = await kiosk.start();
    expect((await importBundle(admin, bundles[2])).status).toBe(200);
    const status = await expectWholeLibrary(admin, bundles);
    expect(status.served?.version).toBe(2);
    const suggestions = await admin.getJson<string[]>('/api/search/article-numbers?q=ash-14999');
    expect(suggestions).toContain('CRASH-14999');
  }, 180_000);
});
