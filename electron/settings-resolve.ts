import { resolveSettings as resolveWithRule } from '../common/settings/resolve-settings';
import { readSettingsFile } from '../common/settings/settings-file';
import { SETTINGS_FLAGS_HELP, SHELL_SETTINGS, type ShellSettings } from './settings';

export interface ResolvedShellSettings {
  settings: ShellSettings;
  /** Messages for the person at the kiosk; the app still starts. */
  problems: string[];
}

const DEFAULTS_USED = 'The default settings are used.';

/**
 * Flags over environment over the user-data settings.json over the defaults. Nothing here stops
 * the kiosk: a bad flag or variable is reported and skipped, a bad file is reported and ignored.
 */
export function resolveSettings(input: {
  args: readonly string[];
  env?: Readonly<Record<string, string | undefined>>;
  /** undefined when there is no settings file. */
  fileText: string | undefined;
  /** Set when the file exists but could not be read. */
  readError?: string;
  filePath: string;
}): ResolvedShellSettings {
  const file = input.readError
    ? { values: {}, problem: `${input.filePath} could not be read (${input.readError}).` }
    : readSettingsFile(SHELL_SETTINGS, input.fileText, input.filePath);
  const resolved = resolveWithRule(
    SHELL_SETTINGS,
    { args: input.args, env: input.env ?? {}, file: file.values },
    { unknownFlags: 'pass' },
  );
  const ignored = resolved.problems.map((problem) =>
    problem.origin === 'environment'
      ? `Environment variable ignored: ${problem.message}.`
      : `Command-line flag ignored: ${problem.message} (flags: ${SETTINGS_FLAGS_HELP}).`,
  );
  return {
    settings: resolved.values,
    problems: [...(file.problem ? [`${file.problem} ${DEFAULTS_USED}`] : []), ...ignored],
  };
}
