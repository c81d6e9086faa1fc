import type { LibraryChannel } from '../../common/api/library-bundles';
import type { HubLimits } from '../config/server-config';
import { downloadBundle, expectedBundleSize, expectedDeltaSize, fetchLatest, NOT_A_HUB } from './hub-client';
import { folderOnDisk, folderOverHttp, rotationOverHttp } from './folder-source';
import { bundleFileName, deltaFileName, type BundleDelta, type BundleManifest } from './manifest';
import type { SignedRelease } from './static-folder';

/** What a source offers: the signed manifest, and the download of the version or a delta of it. */
export interface Offer extends SignedRelease {
  /**
   * Writes the version's bundle file (or, with `delta`, the delta's file) to `target`, resuming what
   * is there. The bytes are not trusted: the apply job checks them all against the signed manifest.
   */
  download(
    manifest: BundleManifest,
    delta: BundleDelta | undefined,
    target: string,
    signal: AbortSignal,
  ): Promise<void>;
  /** The hub's key rotation announcement, if it offers one (see key-rotation.ts). */
  rotation(signal: AbortSignal): Promise<SignedRelease | undefined>;
}

/**
 * Asks a source for the version it offers; undefined when it is a library with nothing on the
 * channel yet. An address that answers with no library at all throws LIBRARY_NONE_AT_ADDRESS.
 */
export type LibrarySource = (signal: AbortSignal) => Promise<Offer | undefined>;

/** Where a hub's own server offers its library as a static folder (every channel). */
export const HUB_FOLDER_PATH = '/api/library/folder';

/**
 * Where a follower takes its library from: a hub's own server (an address with no path, as
 * `http://hub.shop.lan:3000`), a static folder on a web server (an address with a path), or a folder
 * on this machine (a path: a file share, a USB stick); each offers the channel's manifest.
 */
export function librarySource(address: string, channel: LibraryChannel, limits: HubLimits): LibrarySource {
  if (!/^https?:\/\//i.test(address)) return folderOnDisk(address, channel);
  const folder = folderOverHttp(address, channel, limits);
  if (new URL(address).pathname.length > 1) return folder;
  // A bare address is a hub's own server, or a static folder at the root of a web server.
  const hub = hubServer(address, limits);
  // The hub's API offers the pilot channel; its folder view (the same files) every channel.
  const hubFolderUrl = `${address}${HUB_FOLDER_PATH}`;
  const hubFolder = folderOverHttp(hubFolderUrl, channel, limits);
  return async (signal) => {
    const offer = await hub(signal);
    if (offer === NOT_A_HUB) return folder(signal);
    // A hub that published nothing has nothing on any channel (and no folder to ask).
    if (!offer) return undefined;
    if (channel !== 'pilot') return hubFolder(signal);
    return { ...offer, rotation: (rotationSignal) => rotationOverHttp(hubFolderUrl, limits, rotationSignal) };
  };
}

/** The hub's own API: `GET /api/library/latest` and the bundle and delta files by name. */
function hubServer(
  hubUrl: string,
  limits: HubLimits,
): (signal: AbortSignal) => Promise<Omit<Offer, 'rotation'> | typeof NOT_A_HUB | undefined> {
  return async (signal) => {
    const latest = await fetchLatest(hubUrl, limits, signal);
    if (!latest || latest === NOT_A_HUB) return latest;
    return {
      manifest: latest.manifest,
      signature: latest.signature,
      download: (manifest, delta, target, downloadSignal) =>
        delta
          ? downloadBundle(
              hubUrl,
              deltaFileName(manifest.version, delta.fromVersion),
              expectedDeltaSize(latest, manifest, delta),
              target,
              limits,
              downloadSignal,
            )
          : downloadBundle(
              hubUrl,
              bundleFileName(manifest.version),
              expectedBundleSize(hubUrl, latest, manifest),
              target,
              limits,
              downloadSignal,
            ),
    };
  };
}
