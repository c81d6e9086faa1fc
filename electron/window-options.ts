import type { BrowserWindowConstructorOptions } from 'electron';
import { KIOSK_BRIDGE_SWITCH, type KioskBridgeSettings } from '../common/kiosk-bridge';
import { kioskWindowLocks } from './kiosk-lock';

export interface WindowOptionsInput {
  bridge: KioskBridgeSettings;
  preloadPath: string;
  /** A packaged app: no developer tools. */
  production: boolean;
  title: string;
}

/** The BrowserWindow of each mode, with Electron's security checklist applied to both. */
export function windowOptions({
  bridge,
  preloadPath,
  production,
  title,
}: WindowOptionsInput): BrowserWindowConstructorOptions {
  const kiosk = bridge.mode === 'kiosk';
  return {
    title,
    width: 1280,
    height: 860,
    minWidth: 800,
    minHeight: 600,
    show: false,
    backgroundColor: '#f6f7f9',
    kiosk,
    fullscreen: kiosk,
    autoHideMenuBar: kiosk,
    ...kioskWindowLocks(bridge.mode),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: !production,
      // The preload reads its settings here: it is sandboxed and must not ask the main process synchronously.
      additionalArguments: [`${KIOSK_BRIDGE_SWITCH}${encodeURIComponent(JSON.stringify(bridge))}`],
    },
  };
}
