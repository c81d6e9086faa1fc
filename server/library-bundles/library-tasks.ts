import type { ApplyJobResult, PublishJobResult } from '../../common/api/jobs';
import type { Db } from '../db/client';
import type { JobHooks } from '../workers/job-hooks';
import { applyBundle } from './apply-bundle';
import { bundleFileName } from './manifest';
import { parsePublicKey } from './minisign';
import { publishBundle } from './publish-bundle';
import { rollbackStable } from './rollback';

/** Heavy library-bundle work, run by the job runner in a worker thread with its own connection. */
export type LibraryTask =
  | { kind: 'publish'; note: string; rollbackTo?: number }
  | {
      kind: 'apply';
      bundleFile: string;
      publicKey: string;
      keep: 'copy' | 'move';
      movedToKeyId?: string;
      /** The key trusted before the hub's announced move (FollowSettings.previousPublicKey). */
      previousKey?: string;
    };

/** Runs a publish or an apply inside the job worker; what it answers becomes the job's result. */
export function runLibraryTask(
  db: Db,
  dataDir: string,
  task: LibraryTask,
  hooks: JobHooks,
): PublishJobResult | ApplyJobResult {
  if (task.kind === 'publish') {
    const { manifest, size } =
      task.rollbackTo === undefined
        ? publishBundle(db, dataDir, task.note, hooks)
        : rollbackStable(db, dataDir, task.rollbackTo, hooks);
    return {
      version: manifest.version,
      note: manifest.note,
      created: manifest.created,
      fileName: bundleFileName(manifest.version),
      bundleSize: size,
    };
  }
  const { manifest, counts } = applyBundle(
    db,
    dataDir,
    task.bundleFile,
    parsePublicKey(task.publicKey),
    task.keep,
    hooks,
    task.previousKey === undefined ? undefined : parsePublicKey(task.previousKey),
  );
  return { version: manifest.version, note: manifest.note, counts, movedToKeyId: task.movedToKeyId };
}
