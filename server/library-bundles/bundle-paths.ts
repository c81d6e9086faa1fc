import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { bundleFileName, deltaFileName } from './manifest';

/**
 * `<dataDir>/library-bundles/`: the published (hub) or applied (follower) bundle files, kept so the
 * previous version can be served again; `staging/` for work in progress, `incoming/` for downloads.
 */
export function bundlePaths(dataDir: string) {
  const root = path.join(dataDir, 'library-bundles');
  const staging = path.join(root, 'staging');
  const incoming = path.join(root, 'incoming');
  // A hub's snapshots of its last versions, unpacked: what the next publish computes its deltas from.
  const snapshots = path.join(root, 'snapshots');
  return {
    root,
    staging,
    incoming,
    snapshots,
    bundle: (version: number) => path.join(root, bundleFileName(version)),
    delta: (version: number, fromVersion: number) => path.join(root, deltaFileName(version, fromVersion)),
    snapshot: (version: number) => path.join(snapshots, `library-v${version}.sqlite`),
    download: (fileName: string) => path.join(incoming, `${fileName}.part`),
    ensure() {
      for (const folder of [root, staging, incoming, snapshots]) mkdirSync(folder, { recursive: true });
    },
  };
}
