/** A key the page's head script kept before the app's code had run (early-keys.ts). */
export interface EarlyKey {
  key: string;
  /** The event's own timestamp: a scan's burst is recognised by the scanner's pace, not by delivery. */
  timeStamp: number;
  /** Pressed with Ctrl, Alt or Meta: a shortcut, never part of a scan. */
  modified: boolean;
  composing: boolean;
}

declare global {
  interface Window {
    /** Set by early-keys.ts: stops keeping keys and hands over the ones kept so far. */
    takeEarlyKeys?: () => EarlyKey[];
  }
}

/** The keys pressed before the app listened, once; none on a page built without the head script. */
export function takeEarlyKeys(): EarlyKey[] {
  return window.takeEarlyKeys?.() ?? [];
}
