import { z } from 'zod';
import type { ErrorCode } from './errors';
import type { Job, Jobs } from './jobs';
import { refuseBadCharacters } from './title-characters';

/** A web address, or the full path of a folder (POSIX, a Windows drive or share, or file://). */
export const LIBRARY_SOURCE = /^(https?:\/\/[^\s/]+|\/|[A-Za-z]:[\\/]|\\\\[^\\]|file:\/\/\/)/;

/**
 * Rollout channels: every published version goes to `pilot` at once; the hub promotes a version to
 * `stable` later (or rolls stable back with a new, higher version of the old content).
 */
export const LIBRARY_CHANNELS = ['pilot', 'stable'] as const;
export type LibraryChannel = (typeof LIBRARY_CHANNELS)[number];

/** An optional library address: blank is none, a trailing slash is dropped. */
const sourceAddress = (message: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value.replace(/(.)[/\\]+$/, '$1')))
    .refine((value) => value === null || LIBRARY_SOURCE.test(value), message)
    .nullable()
    .default(null);

/** PUT /api/admin/library/follow: makes this install a follower of a hub. */
export const followSettingsSchema = z.object({
  /**
   * Optional: a kiosk updated only from USB sticks has no hub address. The hub's own server
   * (`http://hub:3000`), a static library folder on a web server (an address with a path) or a
   * library folder on this machine (its full path).
   */
  hubUrl: sourceAddress(
    'The hub address must start with http:// or https://, or be the full path of a library folder',
  ),
  /**
   * Optional: a kiosk of the same shop that serves what it applied (`http://kiosk-1.shop.lan:3000`).
   * Asked first; the hub is asked when the relay is unreachable, refused or behind the hub.
   */
  relay: sourceAddress(
    'The relay address must start with http:// or https://, or be the full path of a library folder',
  ),
  /**
   * Look for a relay on the LAN by mDNS (one that serves others advertises itself) when no relay
   * address is set; off unless chosen, so nothing multicasts unasked.
   */
  findRelay: z.boolean().default(false),
  /** Serve what this kiosk applied to other kiosks (a relay for its shop); off unless chosen. */
  serveOthers: z.boolean().default(false),
  /** The hub's minisign public key (the line starting with "RW", or its whole .pub file). */
  publicKey: z.string().trim().min(1, 'The hub public key is required'),
  /** The channel this kiosk takes versions from; `pilot` (every version at once) as before channels. */
  channel: z.enum(LIBRARY_CHANNELS).default('pilot'),
});
export type FollowSettingsInput = z.input<typeof followSettingsSchema>;

/** POST /api/admin/library/publish: the note is one line, under the same rule as names and titles. */
export const publishRequestSchema = z.object({
  note: z
    .string()
    .trim()
    .max(500, 'A note has at most 500 characters')
    .superRefine(refuseBadCharacters('The note'))
    .default(''),
});

/** POST /api/admin/library/promote: the version to put on the stable channel (the served one if absent). */
export const promoteRequestSchema = z.object({
  version: z.number().int().positive().optional(),
});

export type LibraryCounts = Record<string, number>;

export interface LibraryVersionInfo {
  version: number;
  origin: 'published' | 'applied';
  note: string;
  /** A rollback's version: the version whose content it repeats, told in the reader's language. */
  rollbackOf: number | null;
  /** The hub's clock at publishing. */
  created: string;
  bundleSize: number;
  fileName: string;
}

export interface FollowerStatus {
  hubUrl: string | null;
  relay: string | null;
  findRelay: boolean;
  serveOthers: boolean;
  publicKey: string;
  channel: LibraryChannel;
  /** minisign's key id: what a person compares with the hub's Publish page. */
  keyId: string;
  lastCheck: string | null;
  lastSuccess: string | null;
  lastError: string | null;
  /** The stable code of `lastError` (for a translated text), null when it carried none. */
  lastErrorCode: ErrorCode | null;
  /** The values the code's text names (the key that signed a refused file), null without. */
  lastErrorDetails: Record<string, string | number | null> | null;
  /** The last successful check found the hub with no version on this channel yet. */
  nothingOffered: boolean;
  /**
   * With `findRelay` and no relay address: the last check's look for a relay on the shop network
   * and the relay that could help (null: none, the hub was asked alone); null before the first check.
   */
  relaySearch: RelaySearch | null;
}

export interface RelaySearch {
  at: string;
  found: string | null;
}

/** GET /api/admin/library/status */
export interface LibraryStatus {
  role: 'hub' | 'follower';
  served: LibraryVersionInfo | null;
  /** Rows per content table now; on a hub compare with `publishedCounts` for what changed. */
  counts: LibraryCounts;
  publishedCounts: LibraryCounts | null;
  /**
   * Logged content edits since the served version's content was published here (null on a follower):
   * after a rollback, since the version whose content it repeats.
   */
  changesSincePublished: number | null;
  /** The earlier version whose content the served one repeats (a rollback), else null. */
  contentOfVersion: number | null;
  /**
   * A hub's channels: the version on each (pilot is the newest published) and the stable version a
   * rollback returns to; null on a follower.
   */
  channels: { pilot: number | null; stable: number | null; rollbackTo: number | null } | null;
  /** This install's signing key, once it published. */
  signingKey: {
    publicKey: string;
    keyId: string;
    /**
     * After `library rotate-key`: the fingerprint before, when it changed, and the channels whose
     * offered version is still signed with the previous key (until a newer version is published or promoted).
     */
    rotation: { previousKeyId: string; since: string; channelsOnPreviousKey: LibraryChannel[] } | null;
  } | null;
  job: { kind: 'publish' | 'apply'; startedAt: string } | null;
  follower: FollowerStatus | null;
}

/** The library jobs, one of the two at a time: they share the bundle staging folder. */
export const LIBRARY_JOB_KINDS = ['publish', 'apply'] as const;
export type LibraryJobKind = (typeof LIBRARY_JOB_KINDS)[number];

/**
 * One library job as GET /api/admin/library/jobs/{kind} answers it; `done`/`total` count the bytes
 * of the phase under way (0 of 0 while a phase's size is unknown).
 */
export type LibraryJob<K extends LibraryJobKind = LibraryJobKind> = Job<K>;

/** Answer of GET /api/admin/library/jobs: the running or last publish and apply. */
export type LibraryJobs = Jobs<LibraryJobKind>;

/** GET /api/library/latest: what a follower polls (the manifest as signed, byte for byte). */
export interface LatestBundle {
  version: number;
  fileName: string;
  bundleSize: number;
  manifest: string;
  signature: string;
}
