import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { conflict, notFound } from '../errors';
import type { BundleManifest } from './manifest';
import { signManifest } from './sign-manifest';
import type { SigningKey } from './signing-key';
import type { SignedRelease } from './static-folder';

/**
 * A hub's stable channel, in `library-bundles/channels/`: the versions promoted to it (the last is
 * the one on offer; the one before it is what a rollback returns to) and the signed manifest of the
 * current one. The pilot channel needs no file: it is always the newest published version.
 */
const STABLE_STATE = 'stable.json';
const STABLE_MANIFEST = 'stable-manifest.json';
const STABLE_SIGNATURE = 'stable-manifest.json.minisig';

interface StableState {
  /** Promoted versions, oldest first; a rollback replaces the last two by the new version. */
  history: number[];
}

const folderOf = (bundlesRoot: string) => path.join(bundlesRoot, 'channels');

export function stableHistory(bundlesRoot: string): number[] {
  const file = path.join(folderOf(bundlesRoot), STABLE_STATE);
  if (!existsSync(file)) return [];
  try {
    const history = (JSON.parse(readFileSync(file, 'utf8')) as Partial<StableState>).history;
    return Array.isArray(history) ? history.filter((version) => Number.isInteger(version)) : [];
  } catch {
    return [];
  }
}

/**
 * The versions the stable channel may still need: the one on offer, the one a rollback returns to,
 * and the one before (a rollback's new version takes two places, so a second rollback goes there).
 */
export const stableVersionsKept = (bundlesRoot: string): number[] => stableHistory(bundlesRoot).slice(-3);

/** The stable channel's signed manifest, when a version was promoted. */
export function stableRelease(bundlesRoot: string): SignedRelease | undefined {
  const folder = folderOf(bundlesRoot);
  const manifest = path.join(folder, STABLE_MANIFEST);
  const signature = path.join(folder, STABLE_SIGNATURE);
  if (!existsSync(manifest) || !existsSync(signature)) return undefined;
  return { manifest: readFileSync(manifest, 'utf8'), signature: readFileSync(signature, 'utf8') };
}

/**
 * Puts a published version on the stable channel: its manifest, with the channel `stable`, signed
 * anew. `replacing` is how many of the last promoted versions it takes the place of (a rollback's
 * new version replaces the bad one and the one whose content it repeats).
 */
export function promoteToStable(
  bundlesRoot: string,
  key: SigningKey,
  published: BundleManifest | undefined,
  version: number,
  replacing = 0,
): BundleManifest {
  if (!published) throw notFound(`Version ${version} is not kept on this hub, so it cannot be promoted`);
  const history = stableHistory(bundlesRoot);
  const current = history.at(-1) ?? 0;
  if (version <= current)
    throw conflict(
      `The stable channel already offers version ${current}; only a newer version can be promoted (to go back, roll back)`,
      'LIBRARY_VERSION_NOT_NEWER',
    );
  const manifest: BundleManifest = { ...published, channel: 'stable' };
  const { manifestBytes, signature } = signManifest(manifest, key, path.dirname(bundlesRoot));
  const folder = folderOf(bundlesRoot);
  mkdirSync(folder, { recursive: true });
  write(path.join(folder, STABLE_SIGNATURE), signature);
  write(path.join(folder, STABLE_MANIFEST), manifestBytes);
  const state: StableState = { history: [...history.slice(0, history.length - replacing), version] };
  write(path.join(folder, STABLE_STATE), JSON.stringify(state));
  return manifest;
}

function write(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
