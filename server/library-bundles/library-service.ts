import {
  LIBRARY_JOB_KINDS,
  type LatestBundle,
  type LibraryJobKind,
  type LibraryStatus,
  type LibraryVersionInfo,
} from '../../common/api/library-bundles';
import type { ApplyJobResult } from '../../common/api/jobs';
import type { HubLimits, RelayMdnsConfig } from '../config/server-config';
import type { Db } from '../db/client';
import { contentChangesSince, libraryVersionCreated, latestLibraryVersion } from '../db/library-versions';
import { currentContentCounts } from '../db/raw/library-content';
import { conflict } from '../errors';
import { bundlePaths } from './bundle-paths';
import type { FollowSettings, FollowState } from './follow-settings';
import { Follower, notFollowing, type FollowerReports } from './follower';
import { promoteToStable, stableHistory } from './channels';
import { rollbackTarget } from './rollback';
import { FolderView, type FolderFile } from './folder-view';
import { hubKeyStatus } from './hub-key-status';
import { KeptBundles } from './kept-bundles';
import { keyMovedByBundle } from './key-rotation';
import type { LibraryJobs, StartedLibraryJob } from './library-jobs';
import { removeLeftovers } from './leftovers';
import { bundleFileName, type BundleManifest } from './manifest';
import { keyIdText, parsePublicKey } from './minisign';
import { RelayAdvertiser } from './relay-advertiser';
import { RelayDiscovery } from './relay-discovery';
import { ownKeyRefusal, readSigningKey } from './signing-key';

/**
 * A server's library as the routes see it: publishing (the hub's side), the kept bundles it offers,
 * and following (the kiosk's side, in Follower). The heavy work goes to the job runner's worker
 * threads.
 */
export class LibraryService {
  private readonly paths: ReturnType<typeof bundlePaths>;
  private readonly bundles: KeptBundles;
  private readonly folder: FolderView;
  private readonly follower: Follower;
  private readonly advertiser: RelayAdvertiser;
  /** The port other kiosks reach this server on, once it listens beyond this machine. */
  private lanPort: number | undefined;

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly jobs: LibraryJobs,
    options: {
      checkIntervalMs: number;
      watchFolder: string | null;
      hubLimits: HubLimits;
      mdns: RelayMdnsConfig;
      reports?: FollowerReports;
    },
  ) {
    removeLeftovers(db, dataDir);
    const paths = bundlePaths(dataDir);
    this.paths = paths;
    this.bundles = new KeptBundles(db, paths);
    this.folder = new FolderView(paths, this.bundles);
    this.advertiser = new RelayAdvertiser(options.mdns);
    const discovery = new RelayDiscovery(options.mdns, () => this.advertiser.name);
    this.follower = new Follower(
      db,
      dataDir,
      paths,
      (file, keep, movedToKeyId) => this.importFile(file, keep, movedToKeyId),
      {
        ...options,
        discovery,
      },
    );
  }

  /**
   * The server listens on `port`; `reachable` when other kiosks can reach it where the mDNS
   * advertisement goes (a LAN address, or the loopback when mDNS is kept on the loopback too).
   */
  listening(port: number, reachable: boolean): void {
    this.lanPort = reachable ? port : undefined;
    this.advertise();
  }

  /** A kiosk that serves others and has a version advertises it by mDNS; anything else does not. */
  private advertise(): void {
    const settings = this.following;
    const version = this.servedVersion();
    this.advertiser.advertise(
      settings?.serveOthers && version !== null && this.lanPort !== undefined
        ? {
            port: this.lanPort,
            advert: {
              key: keyIdText(parsePublicKey(settings.publicKey).keyId),
              channel: settings.channel ?? 'pilot',
              version,
            },
          }
        : undefined,
    );
  }

  get following(): FollowSettings | undefined {
    return this.follower.following;
  }

  status(): LibraryStatus {
    const served = latestLibraryVersion(this.db);
    const contentSince =
      served?.origin !== 'published'
        ? undefined
        : served.rollbackTo === null
          ? served.created
          : (libraryVersionCreated(this.db, served.rollbackTo) ?? served.created);
    const servedInfo: LibraryVersionInfo | null = served
      ? {
          version: served.version,
          origin: served.origin,
          note: served.note,
          rollbackOf: served.rollbackTo,
          created: served.created,
          bundleSize: served.bundleSize,
          // After a delta a follower keeps (and exports) the delta's file, not the whole bundle.
          fileName: this.bundles.latest()?.fileName ?? bundleFileName(served.version),
        }
      : null;
    return {
      role: this.following ? 'follower' : 'hub',
      served: servedInfo,
      counts: currentContentCounts(this.db),
      publishedCounts: served ? (this.bundles.manifestOf(served.version)?.counts ?? null) : null,
      changesSincePublished: contentSince === undefined ? null : contentChangesSince(this.db, contentSince),
      contentOfVersion: served?.origin === 'published' ? served.rollbackTo : null,
      channels: this.following ? null : this.channels(served?.version ?? null),
      signingKey: hubKeyStatus(this.dataDir, this.paths.root, this.bundles),
      job: this.runningJob(),
      follower: this.follower.status(),
    };
  }

  /** Starts publishing the next version as a job; answers 409 on a follower or while a library job runs. */
  startPublish(note: string): StartedLibraryJob<'publish'> {
    this.refuseOnFollower();
    return this.jobs.start({ kind: 'publish', note });
  }

  /**
   * Starts a rollback of the stable channel as a publish job: a new version (higher than every
   * other) with the content of the stable version before the current one, put on both channels.
   */
  startRollback(): StartedLibraryJob<'publish'> {
    this.refuseOnFollower();
    const to = rollbackTarget(this.dataDir);
    return this.jobs.start({ kind: 'publish', note: '', rollbackTo: to });
  }

  /** Rolls stable back and answers the new version's manifest once it is made. */
  async rollback(): Promise<BundleManifest> {
    const { version } = await this.startRollback().outcome();
    const manifest = this.bundles.manifestOf(version);
    if (!manifest) throw new Error(`Version ${version} was published but its bundle cannot be read`);
    return manifest;
  }

  /** Puts a published version (the served one by default) on the stable channel. */
  promote(version?: number): LibraryStatus {
    this.refuseOnFollower();
    const served = latestLibraryVersion(this.db)?.version;
    const chosen = version ?? served;
    if (chosen === undefined) throw conflict('Nothing is published yet', 'LIBRARY_VERSION_NOT_NEWER');
    const key = readSigningKey(this.dataDir);
    if (!key) throw conflict('Nothing is published yet', 'LIBRARY_VERSION_NOT_NEWER');
    promoteToStable(this.paths.root, key, this.bundles.manifestOf(chosen), chosen);
    return this.status();
  }

  private refuseOnFollower(): void {
    if (this.following)
      throw conflict(
        'This install follows a hub: publish on the hub, or stop following first',
        'LIBRARY_FOLLOWER_READ_ONLY',
      );
  }

  private channels(pilot: number | null): NonNullable<LibraryStatus['channels']> {
    const history = stableHistory(this.paths.root);
    return { pilot, stable: history.at(-1) ?? null, rollbackTo: history.at(-2) ?? null };
  }

  /** Publishes the next version and answers its manifest once it is made. */
  async publish(note: string): Promise<BundleManifest> {
    const { version } = await this.startPublish(note).outcome();
    const manifest = this.bundles.manifestOf(version);
    if (!manifest) throw new Error(`Version ${version} was published but its bundle cannot be read`);
    return manifest;
  }

  /**
   * Starts verifying and applying a bundle file (an upload, a USB stick, a finished download) as a
   * job; `onEnded` runs however it ends. `movedToKeyId` names a key a check of the hub moved to for
   * this file (the file then carries no move of its own to find).
   */
  startImport(
    bundleFile: string,
    keep: 'copy' | 'move',
    {
      movedToKeyId: movedByCheck,
      ...options
    }: { fileName?: string; onEnded?: () => void; movedToKeyId?: string } = {},
  ): StartedLibraryJob<'apply'> {
    const following = this.following;
    if (!following) throw notFollowing();
    const movedTo = keyMovedByBundle(bundleFile, parsePublicKey(following.publicKey));
    const settings = movedTo ? this.follower.trustMovedKey(following, movedTo) : following;
    const movedToKeyId = movedTo ? keyIdText(parsePublicKey(movedTo).keyId) : movedByCheck;
    return this.jobs.start(
      {
        kind: 'apply',
        bundleFile,
        publicKey: settings.publicKey,
        keep,
        movedToKeyId,
        previousKey: settings.previousPublicKey,
      },
      {
        ...options,
        onEnded: () => {
          this.advertise();
          options.onEnded?.();
        },
      },
    );
  }

  /** Verifies and applies a bundle file and answers once it is served. */
  importFile(bundleFile: string, keep: 'copy' | 'move', movedToKeyId?: string): Promise<ApplyJobResult> {
    return this.startImport(bundleFile, keep, { movedToKeyId }).outcome();
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

  /** Makes this install follow a hub; refuses its own signing key, which would make it follow itself. */
  follow(settings: FollowSettings): void {
    const refusal = ownKeyRefusal(this.dataDir, settings.publicKey);
    if (refusal) throw refusal;
    this.follower.follow(settings);
    this.advertise();
  }

  unfollow(): void {
    this.follower.unfollow();
    this.advertise();
  }

  check(): Promise<FollowState> {
    return this.follower.check();
  }

  /**
   * Whether the public library routes answer here: always on a hub; on a follower only when it was
   * set to serve other kiosks, so no kiosk becomes a relay by accident.
   */
  servesOthers(): boolean {
    return !this.following || this.following.serveOthers === true;
  }

  servedVersion(): number | null {
    return latestLibraryVersion(this.db)?.version ?? null;
  }

  latest(): LatestBundle | undefined {
    return this.bundles.latest();
  }

  bundleFile(fileName: string): string | undefined {
    return this.bundles.file(fileName);
  }

  /** A file of the served version's static folder (GET /api/library/folder/…). */
  folderFile(name: string): FolderFile | undefined {
    return this.folder.file(name);
  }

  async stop(): Promise<void> {
    await Promise.all([this.follower.stop(), this.advertiser.stop()]);
  }

  private runningJob(): LibraryStatus['job'] {
    const running = LIBRARY_JOB_KINDS.map((kind) => this.jobs.get(kind)).find(
      (job) => job?.state === 'running',
    );
    return running ? { kind: running.kind, startedAt: running.startedAt } : null;
  }
}
