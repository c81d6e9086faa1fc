import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stableVersionsKept } from './channels';
import { parseBundleFileName } from './manifest';

/**
 * Keeps the files of the served version and of the one before it (what the README promises, on a
 * hub after each publish and on a follower after each apply): their bundles and the deltas that
 * make them; older ones are removed. A hub's unpacked snapshots of those two versions stay too, as
 * the bases of the next publish's deltas. A hub also keeps the files of its stable channel's version
 * and of the one a rollback returns to.
 */
export function pruneBundles(folder: string, served: number): void {
  const files = readdirSync(folder)
    .map((name) => ({ name, parsed: parseBundleFileName(name) }))
    .filter((file) => file.parsed !== undefined && file.parsed.version <= served);
  const kept = [
    ...[...new Set(files.map((file) => file.parsed?.version ?? 0))].sort((a, b) => b - a).slice(0, 2),
    ...stableVersionsKept(folder),
  ];
  for (const file of files)
    if (!kept.includes(file.parsed?.version ?? 0)) rmSync(path.join(folder, file.name), { force: true });
  const snapshots = path.join(folder, 'snapshots');
  if (!existsSync(snapshots)) return;
  for (const name of readdirSync(snapshots)) {
    const version = Number(/^library-v(\d+)\.sqlite$/.exec(name)?.[1]);
    if (!kept.includes(version)) rmSync(path.join(snapshots, name), { force: true });
  }
}
