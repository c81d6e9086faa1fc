import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Where `npm run build` writes the server's bundles: cli.js (`npm start`), the admin and library
 * commands and the worker threads.
 */
export const builtServerDir = path.join(repoRoot, 'dist-electron');
export const cliBundle = path.join(builtServerDir, 'cli.js');
/** What the bundles are built from: a newer file here means they are out of date. */
const BUNDLE_SOURCES = ['server', 'common', 'package.json', 'vite.config.ts'];

function newestChange(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .reduce(
      (newest, dirent) => Math.max(newest, statSync(path.join(dirent.parentPath, dirent.name)).mtimeMs),
      0,
    );
}

let current: boolean | undefined;

/** True when `npm run build` ran after the last change to the server's sources (`npm test` builds first). */
export function serverBuildIsCurrent(): boolean {
  current ??=
    existsSync(cliBundle) &&
    BUNDLE_SOURCES.every(
      (source) => newestChange(path.join(repoRoot, source)) <= statSync(cliBundle).mtimeMs,
    );
  return current;
}
