import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** How often the folder is looked at; polling also works on USB sticks, where file events do not. */
export const FOLDER_POLL_MS = 2_000;

export interface FolderBundle {
  file: string;
  version: number;
}

/**
 * Looks for the newest `library-vN.tar` in a folder (a USB stick's mount point), newer than the
 * served version. A file is offered only once its size and time stood still between two looks (a
 * copy may still be under way) and only once for the same size and time, so a refused file is not
 * tried again and again.
 */
export class BundleFolderWatch {
  private seen = new Map<string, string>();
  private offered = new Set<string>();

  constructor(private readonly folder: string) {}

  next(served: number): FolderBundle | undefined {
    if (!existsSync(this.folder)) return undefined;
    const candidates = readdirSync(this.folder)
      .map((name) => ({ name, match: /^library-v(\d+)\.tar$/.exec(name) }))
      .filter((entry) => entry.match !== null)
      .map((entry) => ({ file: path.join(this.folder, entry.name), version: Number(entry.match?.[1]) }))
      .filter((entry) => entry.version > served)
      .sort((a, b) => b.version - a.version);
    const newest = candidates[0];
    if (!newest) return undefined;
    let stamp: string;
    try {
      const stat = statSync(newest.file);
      stamp = `${stat.size}:${stat.mtimeMs}`;
    } catch {
      return undefined;
    }
    const steady = this.seen.get(newest.file) === stamp;
    this.seen.set(newest.file, stamp);
    const key = `${newest.file}:${stamp}`;
    if (!steady || this.offered.has(key)) return undefined;
    this.offered.add(key);
    return newest;
  }
}
