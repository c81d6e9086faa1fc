import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { bundleFileName } from './manifest';

/**
 * `<dataDir>/library-bundles/`: the published (hub) or applied (follower) bundle files, kept so the
 * previous version can be served again; `staging/` for work in progress, `incoming/` for downloads.
 */
export function bundlePaths(dataDir: string) {
  const root = path.join(dataDir, 'library-bundles');
  const staging = path.join(root, 'staging');
  const incoming = path.join(root, 'incoming');
  return {
    root,
    staging,
    incoming,
    bundle: (version: number) => path.join(root, bundleFileName(version)),
    download: (version: number) => path.join(incoming, `${bundleFileName(version)}.part`),
    ensure() {
      for (const folder of [root, staging, incoming]) mkdirSync(folder, { recursive: true });
    },
  };
}
