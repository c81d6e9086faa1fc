import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LibraryJob } from '../../common/api/library-bundles';
import { removeDataDir } from '../support/server-process';
import { startApiServer, type TestServer } from './support/api-server';
import { CrashingKiosk, expectWholeLibrary, importNumbers, kioskTemplate } from './support/kiosk-crash';
import { exportBundle, importBundle, libraryStatus, publish } from './support/library-bundles';

/**
 * Enough article numbers that the snapshot is copied in more than one piece (4 MiB each), so a kill
 * can land halfway through verifying it; the kiosk freezes the job where each test kills it.
 */
const NUMBERS = 20_000;

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

/** Where in the apply job a kill lands: the kiosk's job freezes there (server/jobs/job-hold-point.ts). */
const KILL_POINTS: { name: string; holdAt: string; midway: (job: LibraryJob<'apply'>) => boolean }[] = [
  { name: 'as it starts', holdAt: 'verifying:0', midway: () => true },
  {
    name: 'halfway through verifying the bundle',
    holdAt: 'verifying:0.5',
    midway: (job) => job.done < job.total,
  },
  { name: 'while it checks the new library', holdAt: 'checking:0', midway: () => true },
  {
    name: 'while it swaps the library, after the article numbers are copied',
    holdAt: 'replacing:0.7',
    midway: (job) => job.done < job.total,
  },
];

describe('power loss (kill -9) while a kiosk applies a bundle', () => {
  for (const point of KILL_POINTS) {
    it(`leaves a whole library, old or new, when killed ${point.name}`, async () => {
      const admin = await kiosk.start(point.holdAt);
      expect((await libraryStatus(admin)).served?.version).toBe(1);
      const job = await kiosk.killWhileApplying(admin, bundles[2], point.holdAt);
      expect(job && point.midway(job)).toBe(true);

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
    const suggestions = await admin.getJson<string[]>(`/api/search/article-numbers?q=ash-${NUMBERS - 1}`);
    expect(suggestions).toContain(`CRASH-${NUMBERS - 1}`);
  }, 180_000);
});
