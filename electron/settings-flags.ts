import { parseArgs } from 'node:util';
import { describeIssues, partialSettingsSchema, type PartialSettings } from './settings';

export interface SettingsFlagsResult {
  settings: PartialSettings;
  problems: string[];
}

export const SETTINGS_FLAGS_HELP =
  '--kiosk | --admin | --mode=kiosk|admin, --idle-seconds=N, --language=CODE, --lan | --no-lan, --lan-port=N';

function toNumber(value: string | undefined): number | string | undefined {
  if (value === undefined) return undefined;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function lanFlag(lan: boolean | undefined, noLan: boolean | undefined): boolean | undefined {
  if (noLan) return false;
  return lan;
}

/**
 * Reads the shell's own flags from the command line. Electron and Chromium put switches of their
 * own on the same line, so unknown flags are left alone; a bad value of one of ours is reported
 * and ignored rather than stopping the kiosk.
 */
export function parseSettingsFlags(args: readonly string[]): SettingsFlagsResult {
  const { values } = parseArgs({
    args: [...args],
    strict: false,
    allowPositionals: true,
    options: {
      mode: { type: 'string' },
      kiosk: { type: 'boolean' },
      admin: { type: 'boolean' },
      'idle-seconds': { type: 'string' },
      language: { type: 'string' },
      lan: { type: 'boolean' },
      'no-lan': { type: 'boolean' },
      'lan-port': { type: 'string' },
    },
  });
  const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  const asBoolean = (value: unknown): boolean | undefined => (value === true ? true : undefined);

  const candidates: Record<string, unknown> = {
    mode: asBoolean(values.admin) ? 'admin' : asBoolean(values.kiosk) ? 'kiosk' : asString(values.mode),
    idleSeconds: toNumber(asString(values['idle-seconds'])),
    defaultLanguage: asString(values.language),
    lan: lanFlag(asBoolean(values.lan), asBoolean(values['no-lan'])),
    lanPort: toNumber(asString(values['lan-port'])),
  };

  const settings: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(candidates)) {
    if (value === undefined) continue;
    const parsed = partialSettingsSchema.safeParse({ [key]: value });
    if (parsed.success) {
      settings[key] = value;
    } else {
      problems.push(
        `Command-line flag ignored: ${describeIssues(parsed.error)} (flags: ${SETTINGS_FLAGS_HELP}).`,
      );
    }
  }
  return { settings: partialSettingsSchema.parse(settings), problems };
}
