import type { HubLimits } from '../config/server-config';

/** The time a download of `bytes` may take before the hub counts as too slow. */
export const downloadTotalMs = (limits: HubLimits, bytes: number): number =>
  limits.downloadBaseMs + Math.ceil((bytes / limits.minBytesPerSecond) * 1000);
