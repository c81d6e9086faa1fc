import { DEFAULT_SETTINGS, type ShellSettings } from './settings';
import { parseSettingsFile } from './settings-file';
import { parseSettingsFlags } from './settings-flags';

export interface ResolvedSettings {
  settings: ShellSettings;
  /** Messages for the person at the kiosk; the app still starts. */
  problems: string[];
}

/** Command-line flags over the user-data settings.json over the defaults. */
export function resolveSettings(input: {
  args: readonly string[];
  /** undefined when there is no settings file. */
  fileText: string | undefined;
  /** Set when the file exists but could not be read. */
  readError?: string;
  filePath: string;
}): ResolvedSettings {
  const file = input.readError
    ? {
        settings: {},
        problem: `${input.filePath} could not be read (${input.readError}). The default settings are used.`,
      }
    : parseSettingsFile(input.fileText, input.filePath);
  const flags = parseSettingsFlags(input.args);
  return {
    settings: { ...DEFAULT_SETTINGS, ...file.settings, ...flags.settings },
    problems: [...(file.problem ? [file.problem] : []), ...flags.problems],
  };
}
