import type { KioskBridge, KioskBridgeSettings } from '../../common/kiosk-bridge';

declare global {
  interface Window {
    /** Set by the Electron preload only; absent in ordinary browsers on the network. */
    kiosk?: KioskBridge;
  }
}

/**
 * The shell's settings when this page runs in the desktop app, else undefined. The preload has
 * validated them already (electron/bridge-argument.ts), so the kiosk bundle does without zod.
 */
export function shellSettings(): KioskBridgeSettings | undefined {
  return window.kiosk?.settings;
}
