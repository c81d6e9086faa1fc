import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorCode } from '../../common/api/errors';
import type { LibraryChannel } from '../../common/api/library-bundles';

/** Install-local files in the data directory: never part of a bundle. */
export const FOLLOW_SETTINGS_FILE = 'library-follow.json';
const STATE_FILE = 'library-follow-state.json';

export interface FollowSettings {
  hubUrl: string | null;
  publicKey: string;
  /** Absent in settings saved before channels: pilot, every version at once, as then. */
  channel?: LibraryChannel;
  /** Another kiosk that serves what it applied, asked before the hub; absent in older settings. */
  relay?: string | null;
  /** Look for a relay on the LAN (mDNS) when no relay address is set; absent (off) in older settings. */
  findRelay?: boolean;
  /** Whether this kiosk serves what it applied to other kiosks; absent (off) in older settings. */
  serveOthers?: boolean;
  /**
   * The key trusted before the hub's last announced move to `publicKey`: a file signed with it was
   * published before the move, and is refused as such rather than as another hub's.
   */
  previousPublicKey?: string;
}

/** The settings once the hub's announced move to `newKey` is taken. */
export const movedToKey = (settings: FollowSettings, newKey: string): FollowSettings => ({
  ...settings,
  publicKey: newKey,
  previousPublicKey: settings.publicKey,
});

export interface FollowState {
  lastCheck: string | null;
  lastSuccess: string | null;
  lastError: string | null;
  /** The stable code of the last error, so the status panel can show it translated. */
  lastErrorCode: ErrorCode | null;
  /** The values the code's text names (such as the key that signed a refused file), null without. */
  lastErrorDetails: Record<string, string | number | null> | null;
  /** The last successful check found the hub with no version on the channel yet. */
  nothingOffered: boolean;
}

export const EMPTY_FOLLOW_STATE: FollowState = {
  lastCheck: null,
  lastSuccess: null,
  lastError: null,
  lastErrorCode: null,
  lastErrorDetails: null,
  nothingOffered: false,
};

/** What writeJson wrote, or undefined when the file is missing or was cut short. */
function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function writeJson(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(value, null, 2));
  renameSync(temporary, file);
}

export const readFollowSettings = (dataDir: string) =>
  readJson(path.join(dataDir, FOLLOW_SETTINGS_FILE)) as FollowSettings | undefined;
export const writeFollowSettings = (dataDir: string, settings: FollowSettings) =>
  writeJson(path.join(dataDir, FOLLOW_SETTINGS_FILE), settings);
export function clearFollowSettings(dataDir: string): void {
  rmSync(path.join(dataDir, FOLLOW_SETTINGS_FILE), { force: true });
  rmSync(path.join(dataDir, STATE_FILE), { force: true });
}

export const readFollowState = (dataDir: string): FollowState => ({
  ...EMPTY_FOLLOW_STATE,
  ...(readJson(path.join(dataDir, STATE_FILE)) as Partial<FollowState> | undefined),
});
export const writeFollowState = (dataDir: string, state: FollowState) =>
  writeJson(path.join(dataDir, STATE_FILE), state);
