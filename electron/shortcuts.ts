import type { ShellMode } from '../common/kiosk-bridge';
import type { KeyInput } from './key-input';
import { isKioskEscapeKey } from './kiosk-lock';

export type ShortcutAction = 'allow' | 'block' | 'open-sign-in';

function isReload(input: KeyInput, command: boolean): boolean {
  return input.key === 'F5' || (command && input.key.toLowerCase() === 'r');
}

function isDevTools(input: KeyInput, command: boolean): boolean {
  const key = input.key.toLowerCase();
  return (
    input.key === 'F12' ||
    (command && (input.shift || input.alt) && (key === 'i' || key === 'j' || key === 'c'))
  );
}

/**
 * What a key press does in the shell. A kiosk refuses every chord that would close, minimise or leave
 * it, and reload and developer-tools chords (in production no menu provides them either);
 * Ctrl+Shift+A opens the admin sign-in page: the chord only leads to the password prompt, it never
 * unlocks anything by itself.
 */
export function shortcutAction(input: KeyInput, mode: ShellMode, production: boolean): ShortcutAction {
  if (input.type !== 'keyDown') return 'allow';
  const command = input.control || input.meta;
  if (mode === 'kiosk' && command && input.shift && input.key.toLowerCase() === 'a') return 'open-sign-in';
  if (mode === 'kiosk' && isKioskEscapeKey(input)) return 'block';
  if (!production) return 'allow';
  if (isDevTools(input, command)) return 'block';
  if (mode === 'kiosk' && isReload(input, command)) return 'block';
  return 'allow';
}
