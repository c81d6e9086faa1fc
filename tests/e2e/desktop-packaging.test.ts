import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractAll } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPackagedListing } from '../../electron/build/after-pack';
import { packageApp } from '../../electron/build/package-app';
import { pageOnlyPackages } from '../../electron/build/page-packages';
import { layoutProblems, PAGE_ONLY_PACKAGES } from '../../electron/build/packaged-layout';
import { describeMainProcess } from '../electron-standin/describe-main-process';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** An "Electron distribution" with no Electron in it: electron-builder only copies and renames it. */
function standInElectronDist(dir: string, version: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'electron'), '#!/bin/sh\necho "stand-in Electron"\n', { mode: 0o755 });
  writeFileSync(path.join(dir, 'version'), `v${version}`);
  writeFileSync(path.join(dir, 'LICENSE'), 'stand-in');
}

function folderSize(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

describe('the packaged app (electron-builder --dir --linux with a stand-in Electron)', () => {
  let work: string;
  let appOutDir: string;
  let resourcesDir: string;
  let packagingError: unknown;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'desktop-package-'));
    const { version } = JSON.parse(
      readFileSync(path.join(repoRoot, 'node_modules/electron/package.json'), 'utf8'),
    ) as { version: string };
    standInElectronDist(path.join(work, 'electron-dist'), version);
    appOutDir = path.join(work, 'release', 'linux-unpacked');
    resourcesDir = path.join(appOutDir, 'resources');
    // Native rebuild off (it needs Electron's headers from the internet), so better-sqlite3 stays
    // built for Node and the afterPack check must refuse the package; the files are all there.
    packagingError = await packageApp({
      projectDir: repoRoot,
      platforms: ['linux'],
      dirOnly: true,
      config: {
        electronDist: path.join(work, 'electron-dist'),
        npmRebuild: false,
        electronFuses: null,
        directories: { output: path.join(work, 'release') },
      },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds every runtime file and nothing page-only or dead, in under 10 MB of asar and 34 MB in all', () => {
    const listing = readPackagedListing(resourcesDir);
    expect(layoutProblems(listing)).toEqual([]);
    // The pages' libraries are dependencies now; neither they nor what only they need may ship.
    for (const name of pageOnlyPackages(repoRoot, PAGE_ONLY_PACKAGES))
      expect(listing.asar.filter((file) => file.startsWith(`node_modules/${name}/`))).toEqual([]);
    expect(listing.asar).toContain('node_modules/express/package.json');
    const asar = statSync(path.join(resourcesDir, 'app.asar')).size;
    const unpacked = folderSize(path.join(resourcesDir, 'app.asar.unpacked'));
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(`packaged app: app.asar ${mb(asar)} MB + app.asar.unpacked ${mb(unpacked)} MB`);
    // sharp's libvips alone is 18 MB unpacked: refusing image bombs and stripping metadata needs a
    // real decoder. The asar holds JavaScript only.
    expect(asar).toBeLessThan(10 * 1024 * 1024);
    expect(asar + unpacked).toBeLessThan(34 * 1024 * 1024);
  });

  it('is refused by the afterPack check because better-sqlite3 was not rebuilt for Electron', () => {
    expect(packagingError).toBeInstanceOf(Error);
    const message = (packagingError as Error).message;
    expect(message).toMatch(
      /better_sqlite3\.node is built for NODE_MODULE_VERSION \d+, but the packaged Electron needs \d+/,
    );
    expect(message.match(/^- /gm)).toHaveLength(1);
  });

  describe('run from its packaged layout', () => {
    let appDir: string;
    beforeAll(() => {
      // Node cannot read app.asar; Electron also accepts the same files as a resources/app folder.
      appDir = path.join(resourcesDir, 'app');
      extractAll(path.join(resourcesDir, 'app.asar'), appDir);
      cpSync(path.join(resourcesDir, 'app.asar.unpacked'), appDir, { recursive: true });
    });
    describeMainProcess('packaged layout', () => ({ appPath: appDir, resourcesPath: resourcesDir }));
  });
});
