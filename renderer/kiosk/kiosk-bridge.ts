import {
  kioskBridgeSettingsSchema,
  type KioskBridge,
  type KioskBridgeSettings,
} from '../../common/kiosk-bridge';

declare global {
  interface Window {
    /** Set by the Electron preload only; absent in ordinary browsers on the network. */
    kiosk?: KioskBridge;
  }
}

/** The shell's settings when this page runs in the desktop app, else undefined. */
export function shellSettings(): KioskBridgeSettings | undefined {
  const parsed = kioskBridgeSettingsSchema.safeParse(window.kiosk?.settings);
  return parsed.success ? parsed.data : undefined;
}
