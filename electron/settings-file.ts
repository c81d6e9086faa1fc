import { describeIssues, partialSettingsSchema, type PartialSettings } from './settings';

export interface SettingsFileResult {
  settings: PartialSettings;
  /** Set when the file was refused as a whole; the caller shows it and runs on the defaults. */
  problem?: string;
}

/**
 * Reads the text of settings.json. `undefined` means there is no file, which is normal. A file that
 * is not JSON or holds a bad value is ignored entirely: half a configuration is harder to reason
 * about on a kiosk than the defaults.
 */
export function parseSettingsFile(text: string | undefined, filePath: string): SettingsFileResult {
  if (text === undefined) return { settings: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      settings: {},
      problem: `${filePath} is not valid JSON (${reason}). The default settings are used.`,
    };
  }
  const parsed = partialSettingsSchema.safeParse(json);
  if (!parsed.success) {
    return {
      settings: {},
      problem: `${filePath} has invalid settings (${describeIssues(parsed.error)}). The default settings are used.`,
    };
  }
  return { settings: parsed.data };
}
