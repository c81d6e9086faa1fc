import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** This install's side of its reports, in its data folder (install-local, like the follow settings). */
const STATE_FILE = 'fleet-kiosk.json';

export interface KioskState {
  /** What this install calls itself in its reports (settable on the kiosk; the hub may rename it). */
  name: string;
  /** The last sequence number signed: every report gets a higher one, so none can be replayed. */
  sequence: number;
  /** The last whole day put in the outbox. */
  queuedThrough: string | null;
  lastReportAt: string | null;
  /** The hub's answer to the last attempt: null when taken, else its code (pending, revoked, ...). */
  lastReportCode: string | null;
}

const EMPTY: KioskState = {
  name: '',
  sequence: 0,
  queuedThrough: null,
  lastReportAt: null,
  lastReportCode: null,
};

export function readKioskState(dataDir: string): KioskState {
  const file = path.join(dataDir, STATE_FILE);
  if (!existsSync(file)) return { ...EMPTY };
  try {
    return { ...EMPTY, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<KioskState>) };
  } catch {
    return { ...EMPTY };
  }
}

export function writeKioskState(dataDir: string, state: KioskState): void {
  const file = path.join(dataDir, STATE_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state, null, 2));
  renameSync(temporary, file);
}
