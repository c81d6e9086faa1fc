import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages';

/**
 * The contract between the Electron preload and the renderer: what the preload exposes as
 * `window.kiosk`. It lives in common/ because both sides compile against it and neither may
 * import the other.
 */
export const SHELL_MODES = ['kiosk', 'admin'] as const;
export type ShellMode = (typeof SHELL_MODES)[number];

export const kioskBridgeSettingsSchema = z.object({
  mode: z.enum(SHELL_MODES),
  /** Time without touch, key or pointer input before a kiosk returns to its home page. */
  idleMs: z.number().int().positive(),
  defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
  /** Addresses other machines on the network can open; empty when LAN serving is off. */
  lanUrls: z.array(z.string()),
});

export type KioskBridgeSettings = z.infer<typeof kioskBridgeSettingsSchema>;

export type ExitKioskResult = { ok: true } | { ok: false; message: string };

/** `saved: false` without a message means the person closed the save dialog. */
export type SavePdfResult = { saved: true; filePath: string } | { saved: false; message?: string };

/** Plain functions, not methods: contextBridge hands the page copies that need no `this`. */
export interface KioskBridge {
  settings: KioskBridgeSettings;
  /** Asks the main process to leave kiosk mode; it agrees only for a signed-in admin session. */
  exitKiosk: () => Promise<ExitKioskResult>;
  /** Saves the calling page as PDF (its print stylesheet) where the person chooses in a save dialog. */
  savePdf: (suggestedName: string) => Promise<SavePdfResult>;
}

/** Command-line switch through which the main process hands the settings to the preload. */
export const KIOSK_BRIDGE_SWITCH = '--kiosk-bridge=';

export const EXIT_KIOSK_CHANNEL = 'kiosk:exit';

export const SAVE_PDF_CHANNEL = 'kiosk:save-pdf';
