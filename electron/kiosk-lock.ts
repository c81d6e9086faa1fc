import type { ShellMode } from '../common/kiosk-bridge';
import type { KeyInput } from './key-input';

/**
 * Key presses that would close, minimise, hide or leave a kiosk window: Alt+F4, Ctrl/Cmd+W,
 * Ctrl/Cmd+Q, Cmd+M, Cmd+H, F11 and the Super/Windows/Command key itself. The window manager may act
 * on some of them before the page sees them; the close and minimise guards catch those.
 */
export function isKioskEscapeKey(input: KeyInput): boolean {
  const key = input.key.toLowerCase();
  const command = input.control || input.meta;
  if (key === 'meta' || key === 'os' || key === 'super' || key === 'f11') return true;
  if (input.alt && key === 'f4') return true;
  if (command && (key === 'w' || key === 'q' || key === 'f4')) return true;
  return input.meta && (key === 'm' || key === 'h');
}

export interface CloseState {
  mode: ShellMode;
  /** The app is quitting: a signal, a system shutdown or the last admin window closing. */
  quitting: boolean;
}

/**
 * Whether a window may close. A kiosk window refuses every close a visitor can cause (Alt+F4, the
 * window manager's close button or menu); it goes away only when the app quits or an admin leaves
 * kiosk mode (the shell then destroys it, which asks no one). An admin window closes normally.
 */
export function mayCloseWindow(state: CloseState): boolean {
  return state.mode === 'admin' || state.quitting;
}

/** The BrowserWindow options that take the window manager's own buttons away from a kiosk. */
export function kioskWindowLocks(mode: ShellMode): {
  closable: boolean;
  minimizable: boolean;
  maximizable: boolean;
  movable: boolean;
  resizable: boolean;
} {
  const kiosk = mode === 'kiosk';
  return {
    closable: !kiosk,
    minimizable: !kiosk,
    maximizable: !kiosk,
    movable: !kiosk,
    resizable: !kiosk,
  };
}
