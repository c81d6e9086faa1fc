import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Keeps the bundle of the served version and of the one before it (what the README promises, on a
 * hub after each publish and on a follower after each apply); older ones are removed.
 */
export function pruneBundles(folder: string, served: number): void {
  const versions = readdirSync(folder)
    .map((name) => /^library-v(\d+)\.tar$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1]))
    .filter((version) => version <= served)
    .sort((a, b) => b - a);
  for (const version of versions.slice(2))
    rmSync(path.join(folder, `library-v${version}.tar`), { force: true });
}
