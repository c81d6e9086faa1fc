import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ApplyJobResult } from '../../common/api/jobs';
import type { FollowerStatus, RelaySearch } from '../../common/api/library-bundles';
import type { HubLimits } from '../config/server-config';
import type { Db } from '../db/client';
import { appSchemaVersion, latestLibraryVersion } from '../db/library-versions';
import { conflict, HttpError } from '../errors';
import { log } from '../logs/log';
import { BundleFolderWatch, FOLDER_POLL_MS } from './bundle-folder-watch';
import type { bundlePaths } from './bundle-paths';
import {
  clearFollowSettings,
  EMPTY_FOLLOW_STATE,
  movedToKey,
  readFollowSettings,
  readFollowState,
  writeFollowSettings,
  writeFollowState,
  type FollowSettings,
  type FollowState,
} from './follow-settings';
import { noLibrary } from './hub-client';
import { acceptRotation } from './key-rotation';
import type { Offer } from './library-source';
import { chooseUpdateSources } from './relay-choice';
import type { RelayDiscovery } from './relay-discovery';
import { bundleFileName, deltaFileName, type BundleDelta, type BundleManifest } from './manifest';
import { keyIdText, parsePublicKey, SignatureError } from './minisign';
import { checkApplicable, checkSignedManifest } from './verify-bundle';

/** Told after each check of the hub and each bundle applied from the folder (server/fleet reports). */
export interface FollowerReports {
  afterCheck(hubUrl: string, signal: AbortSignal): Promise<void>;
  afterFolderApply(folder: string): void;
}

/**
 * Verifies and applies a bundle file as a job and answers once it is served; `movedToKeyId` names
 * the key the check moved to for this version, so the job's outcome tells it as a file's would.
 */
type ApplyBundle = (
  bundleFile: string,
  keep: 'copy' | 'move',
  movedToKeyId?: string,
) => Promise<ApplyJobResult>;

export const notFollowing = () =>
  conflict(
    "This install follows no hub: set the hub's public key (Library updates) before importing a library",
    'LIBRARY_NOT_FOLLOWING',
  );

/** Failures after which a partial download is worth keeping: it resumes at the next check. */
const RESUMABLE = ['LIBRARY_HUB_UNREACHABLE', 'LIBRARY_HUB_TIMEOUT'];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const SUCCEEDED = { lastError: null, lastErrorCode: null, lastErrorDetails: null } as const;

/** How a failed check or folder file is kept: the page words it by its code and values. */
const failed = (error: unknown, text: string): Pick<FollowState, keyof typeof SUCCEEDED> => ({
  lastError: text,
  lastErrorCode: error instanceof HttpError ? (error.code ?? null) : 'INTERNAL',
  lastErrorDetails:
    error instanceof HttpError && Object.keys(error.details).length > 0 ? error.details : null,
});

/**
 * A damaged or refused download is useless; on a full disk the kiosk needs the room back more than
 * the file. One that broke off or went too slowly is kept.
 */
function dropsDownload(error: unknown): boolean {
  if (!(error instanceof HttpError) || !error.code) return false;
  return (
    error.code === 'STORAGE_FULL' || (error.code.startsWith('LIBRARY_') && !RESUMABLE.includes(error.code))
  );
}

/**
 * A kiosk's side of a library: the hub it follows (settings and the last outcome, kept on disk), the
 * poll timer, "Check now", and the desktop's bundle folder on a USB stick.
 */
export class Follower {
  private settings: FollowSettings | undefined;
  /** Also kept in memory: on a full disk the state file may not be writable, the status must still tell. */
  private state: FollowState;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<FollowState> | undefined;
  private folderTimer: NodeJS.Timeout | undefined;
  private folderImport: Promise<void> | undefined;
  /** The last look for a relay on the LAN since the follow settings were last saved. */
  private relaySearch: RelaySearch | null = null;
  /** Aborted when the server closes: a download under way stops at once. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly paths: ReturnType<typeof bundlePaths>,
    private readonly apply: ApplyBundle,
    private readonly options: {
      checkIntervalMs: number;
      watchFolder: string | null;
      hubLimits: HubLimits;
      discovery: RelayDiscovery;
      reports?: FollowerReports;
    },
  ) {
    this.settings = readFollowSettings(dataDir);
    this.state = readFollowState(dataDir);
    this.schedule();
    this.browseForRelays();
    if (options.watchFolder) this.watchFolder(new BundleFolderWatch(options.watchFolder));
  }

  get following(): FollowSettings | undefined {
    return this.settings;
  }

  /** What the Library Updates page shows; null on a hub. */
  status(): FollowerStatus | null {
    if (!this.settings) return null;
    return {
      hubUrl: this.settings.hubUrl,
      relay: this.settings.relay ?? null,
      findRelay: this.settings.findRelay ?? false,
      serveOthers: this.settings.serveOthers ?? false,
      publicKey: this.settings.publicKey,
      channel: this.settings.channel ?? 'pilot',
      keyId: keyIdText(parsePublicKey(this.settings.publicKey).keyId),
      relaySearch: this.relaySearch,
      ...this.state,
    };
  }

  follow(settings: FollowSettings): void {
    try {
      parsePublicKey(settings.publicKey);
    } catch (error) {
      if (error instanceof SignatureError) throw new HttpError(400, error.message, 'BAD_REQUEST');
      throw error;
    }
    const keyChanged = this.settings?.publicKey !== settings.publicKey;
    // A key saved by hand may be another hub's: only an announced move says which key came before.
    const saved = keyChanged
      ? settings
      : { ...settings, previousPublicKey: this.settings?.previousPublicKey };
    writeFollowSettings(this.dataDir, saved);
    if (keyChanged) this.recordState(this.state);
    this.settings = saved;
    this.relaySearch = null;
    this.schedule();
    this.browseForRelays();
  }

  unfollow(): void {
    clearFollowSettings(this.dataDir);
    this.settings = undefined;
    this.relaySearch = null;
    this.state = EMPTY_FOLLOW_STATE;
    this.schedule();
    this.browseForRelays();
  }

  /** One check of the hub at a time; a second caller waits for the one under way. */
  check(): Promise<FollowState> {
    this.checking ??= this.checkHub().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  /** Ends a download or apply under way (an apply's staged file is removed at the next start). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.folderTimer);
    this.timer = undefined;
    this.folderTimer = undefined;
    this.stopping.abort();
    await this.checking?.catch(() => undefined);
    await this.folderImport;
    await this.options.discovery.stop();
  }

  /** A configured relay address wins: the LAN is searched only without one. */
  private browseForRelays(): void {
    this.options.discovery.browse(Boolean(this.settings?.findRelay && !this.settings.relay));
  }

  private schedule(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    if (!this.settings?.hubUrl) return;
    this.timer = setInterval(() => void this.check(), this.options.checkIntervalMs);
    this.timer.unref();
  }

  private async checkHub(): Promise<FollowState> {
    const settings = this.settings;
    if (!settings?.hubUrl) throw notFollowing();
    const now = new Date().toISOString();
    const state: FollowState = { ...this.state, lastCheck: now };
    let part: string | undefined;
    let current = settings;
    let movedToKeyId: string | undefined;
    try {
      const signal = this.stopping.signal;
      const sources = await chooseUpdateSources(settings, settings.hubUrl, {
        discovery: this.options.discovery,
        limits: this.options.hubLimits,
        trust: async (offer) => {
          const trusted = await this.trustedManifest(offer, settings, signal);
          if (trusted.settings !== settings)
            movedToKeyId = keyIdText(parsePublicKey(trusted.settings.publicKey).keyId);
          current = trusted.settings;
          return trusted.manifest;
        },
        signal,
        relaySearched: (search) => (this.relaySearch = search),
      });
      const served = latestLibraryVersion(this.db)?.version ?? 0;
      // A kiosk serving this hub's version that now finds nothing there is pointed at the wrong place.
      if (sources.length === 0 && served > 0 && (settings.channel ?? 'pilot') === 'pilot')
        throw noLibrary(settings.hubUrl);
      for (const [index, source] of sources.entries()) {
        const { manifest, offer } = source;
        if (manifest.version <= served) break;
        try {
          checkApplicable(manifest, served, appSchemaVersion());
          this.paths.ensure();
          const fetch = async (delta?: BundleDelta) => {
            part = this.paths.download(
              delta ? deltaFileName(manifest.version, delta.fromVersion) : bundleFileName(manifest.version),
            );
            this.dropOtherDownloads(part);
            await offer.download(manifest, delta, part, signal);
            if (signal.aborted)
              throw new HttpError(
                503,
                'The check was stopped: the server is shutting down; the download is applied at the next check',
                'LIBRARY_HUB_UNREACHABLE',
              );
            await this.apply(part, 'move', movedToKeyId);
          };
          const applied = await this.tryDelta(manifest, served, fetch);
          if (!applied) await fetch();
          break;
        } catch (error) {
          const next = sources[index + 1];
          if (!next || signal.aborted || (error instanceof HttpError && error.code === 'STORAGE_FULL'))
            throw error;
          if (part && dropsDownload(error)) rmSync(part, { force: true });
          log.warn(
            `Version ${manifest.version} from ${source.label} was not applied (${errorText(error)}); taking it from ${next.label}`,
          );
        }
      }
      Object.assign(state, SUCCEEDED, { lastSuccess: now, nothingOffered: sources.length === 0 });
    } catch (error) {
      Object.assign(state, failed(error, errorText(error)));
      if (part && dropsDownload(error)) rmSync(part, { force: true });
    }
    if (this.settings === current) this.recordState(state);
    // The check's answer waits for the report: a hub that does not take it soon gets it at the next check.
    const reportTime = AbortSignal.timeout(this.options.hubLimits.manifestTotalMs);
    await this.options.reports?.afterCheck(
      settings.hubUrl,
      AbortSignal.any([this.stopping.signal, reportTime]),
    );
    return state;
  }

  /** Trusts the key the hub moved to from now on (its statement was checked with the key trusted so far). */
  trustMovedKey(settings: FollowSettings, newKey: string): FollowSettings {
    const next = movedToKey(settings, newKey);
    writeFollowSettings(this.dataDir, next);
    this.settings = next;
    log.info(
      `The hub moved from key ${keyIdText(parsePublicKey(settings.publicKey).keyId)} to ${keyIdText(parsePublicKey(newKey).keyId)}, announced with the key this kiosk trusted`,
    );
    return next;
  }

  /**
   * The offered manifest, checked against the key this kiosk trusts; signed by another key, it is
   * taken only when the hub's key rotation announcement, signed by the trusted key, names that key,
   * and the kiosk then trusts the new key from now on.
   */
  private async trustedManifest(
    offer: Offer,
    settings: FollowSettings,
    signal: AbortSignal,
  ): Promise<{ manifest: BundleManifest; settings: FollowSettings }> {
    const bytes = Buffer.from(offer.manifest);
    const trusted = parsePublicKey(settings.publicKey);
    try {
      return { manifest: checkSignedManifest(bytes, offer.signature, trusted), settings };
    } catch (error) {
      if (!(error instanceof HttpError) || error.code !== 'LIBRARY_OTHER_KEY') throw error;
      const moved = acceptRotation(bytes, offer.signature, trusted, await offer.rotation(signal), error);
      return { manifest: moved.manifest, settings: this.trustMovedKey(settings, moved.newKey) };
    }
  }

  /**
   * Takes the version as a delta when the manifest offers one from the served version (and this
   * app's schema); answers false when there is none or it did not fit (another base, a damaged or
   * missing file), so the caller fetches the whole snapshot. A stop or a full disk ends the check.
   */
  private async tryDelta(
    manifest: BundleManifest,
    served: number,
    fetchDelta: (delta: BundleDelta) => Promise<void>,
  ): Promise<boolean> {
    const delta = manifest.deltas.find((candidate) => candidate.fromVersion === served);
    if (!delta || manifest.schemaVersion !== appSchemaVersion() || !manifest.content) return false;
    try {
      await fetchDelta(delta);
      return true;
    } catch (error) {
      if (this.stopping.signal.aborted || (error instanceof HttpError && error.code === 'STORAGE_FULL'))
        throw error;
      log.warn(
        `The delta from version ${served} to ${manifest.version} was not applied (${error instanceof Error ? error.message : String(error)}); fetching the whole version`,
      );
      return false;
    }
  }

  /** The desktop's bundle folder (a USB stick): a newer bundle dropped there is applied by itself. */
  private watchFolder(watch: BundleFolderWatch): void {
    this.folderTimer = setInterval(() => {
      if (this.folderImport || !this.settings) return;
      const found = watch.next(latestLibraryVersion(this.db)?.version ?? 0);
      if (!found) return;
      this.folderImport = this.importFromFolder(found.file).finally(() => {
        this.folderImport = undefined;
      });
    }, FOLDER_POLL_MS);
    this.folderTimer.unref();
  }

  private async importFromFolder(file: string): Promise<void> {
    const now = new Date().toISOString();
    const state: FollowState = { ...this.state, lastCheck: now };
    try {
      const applied = await this.apply(file, 'copy');
      log.info(`Applied library version ${applied.version} from ${file}`);
      Object.assign(state, SUCCEEDED, { lastSuccess: now, nothingOffered: false });
    } catch (error) {
      Object.assign(state, failed(error, `${path.basename(file)}: ${errorText(error)}`));
      log.error(`Library file ${file} was not applied: ${state.lastError}`);
    }
    this.recordState(state);
    if (state.lastErrorCode === null) this.options.reports?.afterFolderApply(path.dirname(file));
  }

  private recordState(state: FollowState): void {
    this.state = state;
    try {
      writeFollowState(this.dataDir, state);
    } catch (error) {
      log.error(
        { err: error },
        'The library follow state could not be saved (it is still shown until a restart)',
      );
    }
  }

  private dropOtherDownloads(keep: string): void {
    for (const name of readdirSync(this.paths.incoming)) {
      const file = path.join(this.paths.incoming, name);
      if (file !== keep) rmSync(file, { force: true });
    }
  }
}
