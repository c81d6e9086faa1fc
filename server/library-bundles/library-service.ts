import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  LIBRARY_JOB_KINDS,
  type FollowerStatus,
  type LatestBundle,
  type LibraryJobKind,
  type LibraryStatus,
  type LibraryVersionInfo,
} from '../../common/api/library-bundles';
import type { ApplyJobResult } from '../../common/api/jobs';
import type { Db } from '../db/client';
import { appSchemaVersion, contentChangesSince, latestLibraryVersion } from '../db/library-versions';
import { currentContentCounts } from '../db/raw/library-content';
import { conflict, HttpError } from '../errors';
import { readBundleEntries } from './bundle-file';
import { BundleFolderWatch, FOLDER_POLL_MS } from './bundle-folder-watch';
import { bundlePaths } from './bundle-paths';
import {
  clearFollowSettings,
  EMPTY_FOLLOW_STATE,
  readFollowSettings,
  readFollowState,
  writeFollowSettings,
  writeFollowState,
  type FollowSettings,
  type FollowState,
} from './follow-settings';
import { downloadBundle, expectedBundleSize, fetchLatest } from './hub-client';
import type { HubLimits } from '../config/server-config';
import { removeLeftovers } from './leftovers';
import {
  bundleFileName,
  MANIFEST_ENTRY,
  SIGNATURE_ENTRY,
  manifestSchema,
  type BundleManifest,
} from './manifest';
import { keyIdText, parsePublicKey, publicKeyLine, SignatureError } from './minisign';
import { readSigningKey } from './signing-key';
import type { LibraryJobs, StartedLibraryJob } from './library-jobs';
import { checkApplicable, checkSignedManifest } from './verify-bundle';
import { log } from '../logs/log';

const notFollowing = () =>
  conflict(
    "This install follows no hub: set the hub's public key (Library updates) before importing a library",
    'LIBRARY_NOT_FOLLOWING',
  );

/**
 * Publishing (hub) and following (kiosk) for one server: the heavy work goes to the job runner's
 * worker threads; this class holds the settings, the poll timer and the status people see.
 */
export class LibraryService {
  private readonly paths: ReturnType<typeof bundlePaths>;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<FollowState> | undefined;
  private settings: FollowSettings | undefined;
  private folderTimer: NodeJS.Timeout | undefined;
  private folderImport: Promise<void> | undefined;
  /** Also kept in memory: on a full disk the state file may not be writable, the status must still tell. */
  private state: FollowState;

  /** Aborted when the server closes: a download under way stops at once. */
  private readonly stopping = new AbortController();
  private readonly checkIntervalMs: number;
  private readonly hubLimits: HubLimits;

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly jobs: LibraryJobs,
    options: { checkIntervalMs: number; watchFolder: string | null; hubLimits: HubLimits },
  ) {
    this.checkIntervalMs = options.checkIntervalMs;
    this.hubLimits = options.hubLimits;
    removeLeftovers(db, dataDir);
    this.paths = bundlePaths(dataDir);
    this.settings = readFollowSettings(dataDir);
    this.state = readFollowState(dataDir);
    this.schedule();
    if (options.watchFolder) this.watchFolder(new BundleFolderWatch(options.watchFolder));
  }

  get following(): FollowSettings | undefined {
    return this.settings;
  }

  status(): LibraryStatus {
    const served = latestLibraryVersion(this.db);
    const key = readSigningKey(this.dataDir);
    const state = this.state;
    let follower: FollowerStatus | null = null;
    if (this.settings) {
      follower = {
        hubUrl: this.settings.hubUrl,
        publicKey: this.settings.publicKey,
        keyId: keyIdText(parsePublicKey(this.settings.publicKey).keyId),
        ...state,
      };
    }
    const servedInfo: LibraryVersionInfo | null = served
      ? {
          version: served.version,
          origin: served.origin,
          note: served.note,
          created: served.created,
          bundleSize: served.bundleSize,
          fileName: bundleFileName(served.version),
        }
      : null;
    return {
      role: this.settings ? 'follower' : 'hub',
      served: servedInfo,
      counts: currentContentCounts(this.db),
      publishedCounts: served ? (this.manifestOf(served.version)?.counts ?? null) : null,
      changesSincePublished:
        served?.origin === 'published' ? contentChangesSince(this.db, served.created) : null,
      signingKey: key
        ? { publicKey: publicKeyLine(key.publicKey), keyId: keyIdText(key.publicKey.keyId) }
        : null,
      job: this.runningJob(),
      follower,
    };
  }

  /** Starts publishing the next version as a job; answers 409 on a follower or while a library job runs. */
  startPublish(note: string): StartedLibraryJob<'publish'> {
    if (this.settings)
      throw conflict(
        'This install follows a hub: publish on the hub, or stop following first',
        'LIBRARY_FOLLOWER_READ_ONLY',
      );
    return this.jobs.start({ kind: 'publish', note });
  }

  /** Publishes the next version and answers its manifest once it is made. */
  async publish(note: string): Promise<BundleManifest> {
    const { version } = await this.startPublish(note).outcome();
    const manifest = this.manifestOf(version);
    if (!manifest) throw new Error(`Version ${version} was published but its bundle cannot be read`);
    return manifest;
  }

  /**
   * Starts verifying and applying a bundle file (an upload, a USB stick, a finished download) as a
   * job; `onEnded` runs however it ends.
   */
  startImport(
    bundleFile: string,
    keep: 'copy' | 'move',
    options: { fileName?: string; onEnded?: () => void } = {},
  ): StartedLibraryJob<'apply'> {
    if (!this.settings) throw notFollowing();
    return this.jobs.start({ kind: 'apply', bundleFile, publicKey: this.settings.publicKey, keep }, options);
  }

  /** Verifies and applies a bundle file and answers once it is served. */
  importFile(bundleFile: string, keep: 'copy' | 'move'): Promise<ApplyJobResult> {
    return this.startImport(bundleFile, keep).outcome();
  }

  /** The running or last publish and apply. */
  jobsStatus() {
    return this.jobs.all(LIBRARY_JOB_KINDS);
  }

  job(kind: LibraryJobKind) {
    return this.jobs.get(kind);
  }

  cancel(kind: LibraryJobKind) {
    return this.jobs.cancel(kind);
  }

  follow(settings: FollowSettings): void {
    try {
      parsePublicKey(settings.publicKey);
    } catch (error) {
      if (error instanceof SignatureError) throw new HttpError(400, error.message, 'BAD_REQUEST');
      throw error;
    }
    const keyChanged = this.settings?.publicKey !== settings.publicKey;
    writeFollowSettings(this.dataDir, settings);
    if (keyChanged) this.recordState(this.state);
    this.settings = settings;
    this.schedule();
  }

  unfollow(): void {
    clearFollowSettings(this.dataDir);
    this.settings = undefined;
    this.state = EMPTY_FOLLOW_STATE;
    this.schedule();
  }

  /** One check of the hub at a time; a second caller waits for the one under way. */
  check(): Promise<FollowState> {
    this.checking ??= this.checkHub().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  servedVersion(): number | null {
    return latestLibraryVersion(this.db)?.version ?? null;
  }

  /** The bundle of the served version, for followers and USB exports (hub or follower alike). */
  latest(): LatestBundle | undefined {
    const served = latestLibraryVersion(this.db);
    if (!served) return undefined;
    const file = this.paths.bundle(served.version);
    if (!existsSync(file)) return undefined;
    const bundle = readBundleEntries(file);
    const manifest = bundle.entries.find((entry) => entry.name === MANIFEST_ENTRY);
    const signature = bundle.entries.find((entry) => entry.name === SIGNATURE_ENTRY);
    if (!manifest || !signature) return undefined;
    return {
      version: served.version,
      fileName: bundleFileName(served.version),
      bundleSize: served.bundleSize,
      manifest: bundle.read(manifest).toString('utf8'),
      signature: bundle.read(signature).toString('utf8'),
    };
  }

  /** The path of a kept bundle file by its name, if this install has it. */
  bundleFile(fileName: string): string | undefined {
    const match = /^library-v(\d+)\.tar$/.exec(fileName);
    if (!match) return undefined;
    const file = this.paths.bundle(Number(match[1]));
    return existsSync(file) ? file : undefined;
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
  }

  private runningJob(): LibraryStatus['job'] {
    const running = LIBRARY_JOB_KINDS.map((kind) => this.jobs.get(kind)).find(
      (job) => job?.state === 'running',
    );
    return running ? { kind: running.kind, startedAt: running.startedAt } : null;
  }

  private schedule(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    if (!this.settings?.hubUrl) return;
    this.timer = setInterval(() => void this.check(), this.checkIntervalMs);
    this.timer.unref();
  }

  private manifestOf(version: number): BundleManifest | undefined {
    const file = this.paths.bundle(version);
    if (!existsSync(file)) return undefined;
    const bundle = readBundleEntries(file);
    const entry = bundle.entries.find((candidate) => candidate.name === MANIFEST_ENTRY);
    if (!entry) return undefined;
    const parsed = manifestSchema.safeParse(JSON.parse(bundle.read(entry).toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  }

  private async checkHub(): Promise<FollowState> {
    const settings = this.settings;
    if (!settings?.hubUrl) throw notFollowing();
    const now = new Date().toISOString();
    const state: FollowState = { ...this.state, lastCheck: now };
    let part: string | undefined;
    try {
      const signal = this.stopping.signal;
      const latest = await fetchLatest(settings.hubUrl, this.hubLimits, signal);
      const served = latestLibraryVersion(this.db)?.version ?? 0;
      if (latest) {
        const manifest = checkSignedManifest(
          Buffer.from(latest.manifest),
          latest.signature,
          parsePublicKey(settings.publicKey),
        );
        if (manifest.version > served) {
          checkApplicable(manifest, served, appSchemaVersion());
          this.paths.ensure();
          part = this.paths.download(manifest.version);
          this.dropOtherDownloads(part);
          await downloadBundle(
            settings.hubUrl,
            bundleFileName(manifest.version),
            expectedBundleSize(settings.hubUrl, latest, manifest),
            part,
            this.hubLimits,
            signal,
          );
          if (signal.aborted)
            throw new HttpError(
              503,
              'The check was stopped: the server is shutting down; the download is applied at the next check',
              'LIBRARY_HUB_UNREACHABLE',
            );
          await this.importFile(part, 'move');
        }
      }
      state.lastSuccess = now;
      state.lastError = null;
      state.lastErrorCode = null;
    } catch (error) {
      state.lastError = error instanceof Error ? error.message : String(error);
      state.lastErrorCode = error instanceof HttpError ? (error.code ?? null) : 'INTERNAL';
      // A damaged download is useless; on a full disk the kiosk needs the room back more than the
      // file. One that broke off or went too slowly resumes at the next check.
      const resumable = ['LIBRARY_HUB_UNREACHABLE', 'LIBRARY_HUB_TIMEOUT'];
      const dropDownload =
        error instanceof HttpError &&
        ((error.code?.startsWith('LIBRARY_') && !resumable.includes(error.code)) ||
          error.code === 'STORAGE_FULL');
      if (part && dropDownload) rmSync(part, { force: true });
    }
    if (this.settings === settings) this.recordState(state);
    return state;
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
      const applied = await this.importFile(file, 'copy');
      log.info(`Applied library version ${applied.version} from ${file}`);
      state.lastSuccess = now;
      state.lastError = null;
      state.lastErrorCode = null;
    } catch (error) {
      state.lastError = `${path.basename(file)}: ${error instanceof Error ? error.message : String(error)}`;
      state.lastErrorCode = error instanceof HttpError ? (error.code ?? null) : 'INTERNAL';
      log.error(`Library file ${file} was not applied: ${state.lastError}`);
    }
    this.recordState(state);
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
