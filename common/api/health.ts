/** Answer of GET /api/health: 200 when the library can be read and the data folder has room, else 503. */
export interface HealthAnswer {
  status: 'ok' | 'unavailable';
  /** The app's version. */
  version: string;
  /** The library version this install serves (published or followed), null before the first. */
  libraryVersion: number | null;
  database: 'ok' | 'failed';
  disk: 'ok' | 'full' | 'read-only';
  /** Why it is unavailable, in plain words; absent when healthy. */
  message?: string;
}
