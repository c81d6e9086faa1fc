import { BrowserWindow, powerSaveBlocker, shell } from 'electron';
import type { KioskBridgeSettings } from '../common/kiosk-bridge';
import { attachWindowGuards } from './window-guards';
import { windowOptions } from './window-options';

export interface AppWindowInput {
  bridge: KioskBridgeSettings;
  preloadPath: string;
  production: boolean;
  title: string;
  serverUrl: () => string;
  /** Asked when something tries to close the window; a kiosk refuses unless the shell allows it. */
  mayClose: () => boolean;
}

const RELOAD_AFTER_CRASH_MS = 1000;

export function startPathFor(mode: KioskBridgeSettings['mode']): string {
  return mode === 'kiosk' ? '/' : '/admin';
}

/** Opens the window of one mode on the server and keeps it there (guards, crash reload, display awake). */
export function createAppWindow(input: AppWindowInput): BrowserWindow {
  const { bridge } = input;
  const window = new BrowserWindow(windowOptions(input));
  const contents = window.webContents;
  const home = () => new URL(startPathFor(bridge.mode), input.serverUrl()).href;

  attachWindowGuards(contents, {
    mode: bridge.mode,
    production: input.production,
    serverUrl: input.serverUrl,
    // A kiosk never hands anything to the operating system.
    openExternal: (url) => {
      if (bridge.mode === 'admin') void shell.openExternal(url);
    },
    openSignIn: () => void window.loadURL(new URL('/auth', input.serverUrl()).href),
  });

  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    setTimeout(() => {
      if (!window.isDestroyed()) void window.loadURL(home());
    }, RELOAD_AFTER_CRASH_MS);
  });

  window.on('close', (event) => {
    if (!input.mayClose()) event.preventDefault();
  });

  if (bridge.mode === 'kiosk') {
    const blocker = powerSaveBlocker.start('prevent-display-sleep');
    window.on('closed', () => powerSaveBlocker.stop(blocker));
    // Where the window manager minimises or un-fullscreens anyway, the kiosk takes the screen back.
    window.on('minimize', () => window.restore());
    window.on('leave-full-screen', () => window.setKiosk(true));
  }

  window.once('ready-to-show', () => window.show());
  void window.loadURL(home());
  return window;
}
