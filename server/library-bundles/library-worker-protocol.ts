import type { ErrorCode } from '../../common/api/errors';
import type { AppliedBundle } from './apply-bundle';
import type { PublishedBundle } from './publish-bundle';

/** Heavy library-bundle work, each run in its own worker thread with its own connection. */
export type LibraryTask =
  | { kind: 'publish'; note: string }
  | { kind: 'apply'; bundleFile: string; publicKey: string; keep: 'copy' | 'move' };

export interface LibraryWorkerData {
  task: LibraryTask;
  databaseFile: string;
  dataDir: string;
}

export type LibraryTaskResult =
  { kind: 'publish'; published: PublishedBundle } | { kind: 'apply'; applied: AppliedBundle };

export type LibraryWorkerMessage =
  | { type: 'result'; result: LibraryTaskResult }
  | { type: 'error'; status: number; message: string; code?: ErrorCode };
