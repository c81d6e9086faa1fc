/**
 * The page's first script, run from its head as a classic script before the app's code has even
 * loaded (scripts/early-keys-script.ts puts it there). On a busy kiosk the app takes a second or more
 * to start, and a scanner's first keys in that time were lost ("ABC-1" arrived as "C-1"). This keeps
 * every key with its own timestamp until the scanner capture takes them (useScannerCapture.ts) and
 * stops. It only listens: before the app there is nothing on the page a key could act on.
 */
import type { EarlyKey } from './early-key-buffer';

/** A page that never takes its keys (the admin area) stops keeping them here. */
const KEEP_AT_MOST = 256;

const kept: EarlyKey[] = [];

function keep(event: KeyboardEvent): void {
  kept.push({
    key: event.key,
    timeStamp: event.timeStamp,
    modified: event.ctrlKey || event.altKey || event.metaKey,
    composing: event.isComposing,
  });
  if (kept.length >= KEEP_AT_MOST) stop();
}

function stop(): void {
  window.removeEventListener('keydown', keep, { capture: true });
}

window.addEventListener('keydown', keep, { capture: true });
window.takeEarlyKeys = () => {
  stop();
  return kept.splice(0);
};
