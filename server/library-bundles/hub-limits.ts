/**
 * How much a follower reads from its hub and how long it waits, so a hub that is slow, silent or
 * hostile cannot hold a check, the memory or the disk of a kiosk.
 */
export interface HubLimits {
  /** Until the TCP (and TLS) connection stands. */
  connectMs: number;
  /** From the connection to the answer's first bytes (status and headers). */
  firstByteMs: number;
  /** Longest silence while the body arrives. */
  idleMs: number;
  /** The whole `GET /api/library/latest`, connection included. */
  manifestTotalMs: number;
  /** A bundle download may take this long plus its size at `minBytesPerSecond`. */
  downloadBaseMs: number;
  minBytesPerSecond: number;
  /** The answer of `GET /api/library/latest`: a manifest and a signature, a few kilobytes. */
  manifestMaxBytes: number;
}

/**
 * A silent hub ends a check within about 10 s; a trickling one once the download falls behind
 * 64 KiB/s on average. A 425 KB bundle then fails after at most 15 s + 37 s, under the minute.
 */
export const DEFAULT_HUB_LIMITS: HubLimits = {
  connectMs: 10_000,
  firstByteMs: 10_000,
  idleMs: 10_000,
  manifestTotalMs: 15_000,
  downloadBaseMs: 30_000,
  minBytesPerSecond: 64 * 1024,
  manifestMaxBytes: 1024 * 1024,
};

/** The time a download of `bytes` may take before the hub counts as too slow. */
export const downloadTotalMs = (limits: HubLimits, bytes: number): number =>
  limits.downloadBaseMs + Math.ceil((bytes / limits.minBytesPerSecond) * 1000);
