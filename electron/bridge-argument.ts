import {
  KIOSK_BRIDGE_SWITCH,
  kioskBridgeSettingsSchema,
  type KioskBridgeSettings,
} from '../common/kiosk-bridge';

/** Reads the settings the main process put on the renderer's command line (see windowOptions). */
export function readBridgeArgument(argv: readonly string[]): KioskBridgeSettings | undefined {
  const argument = argv.find((value) => value.startsWith(KIOSK_BRIDGE_SWITCH));
  if (!argument) return undefined;
  try {
    const parsed = kioskBridgeSettingsSchema.safeParse(
      JSON.parse(decodeURIComponent(argument.slice(KIOSK_BRIDGE_SWITCH.length))),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
