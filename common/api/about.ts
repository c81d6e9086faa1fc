/**
 * Answer of GET /api/admin/about: what a shop's IT person reads out when calling support. Paths
 * and versions only: no keys, secrets or settings values.
 */
export interface AboutAnswer {
  version: string;
  /** The library version this install serves, null before the first. */
  libraryVersion: number | null;
  dataDir: string;
  /** The library database with its write-ahead log. */
  databaseBytes: number;
  backupFolder: string;
  logFile: string;
  node: string;
  /** Absent when the server runs on its own, not inside the desktop app. */
  electron: string | null;
  platform: string;
}
