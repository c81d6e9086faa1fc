/**
 * A group of simulated kiosks in one process, forked by library-fleet.ts: each has its own data
 * folder and database and runs the product's Follower (download from the hub or relay, verify, apply
 * as a delta or whole) on one "check now" the parent sends to every group at once.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { HubLimits } from '../../server/config/server-config';
import { closeDatabase, openDatabase } from '../../server/db/client';
import { latestLibraryVersion } from '../../server/db/library-versions';
import { applyBundle } from '../../server/library-bundles/apply-bundle';
import { bundlePaths } from '../../server/library-bundles/bundle-paths';
import { RelayDiscovery } from '../../server/library-bundles/relay-discovery';
import { Follower } from '../../server/library-bundles/follower';
import { parsePublicKey } from '../../server/library-bundles/minisign';

export interface FollowerGroupTask {
  dataDirs: string[];
  hubUrl: string;
  relay: string | null;
  publicKey: string;
}

export interface FollowerOutcome {
  version: number;
  error: string | null;
  /** From the parent's "go" to this kiosk serving what it fetched. */
  ms: number;
}

export type FollowerGroupMessage = { ready: true } | { outcomes: FollowerOutcome[] };

/**
 * A group's kiosks share one event loop, so an apply holds the others' downloads a while: the limits
 * are wide enough that this never counts as a silent hub.
 */
const PATIENT_LIMITS: HubLimits = {
  connectMs: 120_000,
  firstByteMs: 300_000,
  idleMs: 300_000,
  manifestTotalMs: 300_000,
  downloadBaseMs: 900_000,
  minBytesPerSecond: 16 * 1024,
  manifestMaxBytes: 1024 * 1024,
};

const send = (message: FollowerGroupMessage) => process.send?.(message);

function startGroup(task: FollowerGroupTask) {
  return task.dataDirs.map((dataDir) => {
    const db = openDatabase(path.join(dataDir, 'library.db'));
    const key = parsePublicKey(task.publicKey);
    const follower = new Follower(
      db,
      dataDir,
      bundlePaths(dataDir),
      (file, keep) => {
        const { manifest, counts } = applyBundle(db, dataDir, file, key, keep);
        return Promise.resolve({ version: manifest.version, note: manifest.note, counts });
      },
      {
        checkIntervalMs: 24 * 3_600_000,
        watchFolder: null,
        hubLimits: PATIENT_LIMITS,
        // These kiosks are given their relay; none looks for one on the LAN.
        discovery: new RelayDiscovery({ port: 5353, interface: null }, () => ''),
      },
    );
    follower.follow({ hubUrl: task.hubUrl, publicKey: task.publicKey, channel: 'pilot', relay: task.relay });
    return { db, follower };
  });
}

process.once('message', (task: FollowerGroupTask) => {
  const kiosks = startGroup(task);
  process.once('message', () => {
    const go = performance.now();
    void Promise.all(
      kiosks.map(async ({ db, follower }): Promise<FollowerOutcome> => {
        const state = await follower.check();
        return {
          version: latestLibraryVersion(db)?.version ?? 0,
          error: state.lastError,
          ms: performance.now() - go,
        };
      }),
    ).then(async (outcomes) => {
      for (const { db, follower } of kiosks) {
        await follower.stop();
        closeDatabase(db);
      }
      send({ outcomes });
      process.disconnect();
    });
  });
  send({ ready: true });
});
