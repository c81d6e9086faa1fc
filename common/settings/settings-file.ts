import { SETTINGS, type SettingKey, type SettingValues } from './setting-definitions';
import { SettingValueError } from './value-types';

export type SettingsFileResult<K extends SettingKey> =
  | { values: Partial<SettingValues<K>>; problem?: undefined }
  /** The file was refused as a whole; the caller shows the problem and runs without it. */
  | { values: Partial<SettingValues<K>>; problem: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the text of a settings file holding any of `keys`. `undefined` means there is no file,
 * which is normal. A file that is not JSON or holds a bad value is refused as a whole: half a
 * configuration is harder to reason about on a kiosk than none. Unknown keys are refused so a typo
 * does not go unnoticed.
 */
export function readSettingsFile<K extends SettingKey>(
  keys: readonly K[],
  text: string | undefined,
  filePath: string,
): SettingsFileResult<K> {
  if (text === undefined) return { values: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { values: {}, problem: `${filePath} is not valid JSON (${reason}).` };
  }
  if (!isPlainObject(json)) {
    return {
      values: {},
      problem: `${filePath} has invalid settings (it must be one JSON object of settings).`,
    };
  }
  const known: readonly string[] = keys;
  const values: Record<string, unknown> = {};
  const issues: string[] = [];
  for (const [key, value] of Object.entries(json)) {
    if (!known.includes(key)) {
      issues.push(`"${key}" is not a setting (the settings are ${keys.join(', ')})`);
      continue;
    }
    try {
      values[key] = SETTINGS[key as K].type.fromJson(value, key);
    } catch (error) {
      if (!(error instanceof SettingValueError)) throw error;
      issues.push(error.message);
    }
  }
  if (issues.length > 0)
    return { values: {}, problem: `${filePath} has invalid settings (${issues.join('; ')}).` };
  return { values: values as Partial<SettingValues<K>> };
}
