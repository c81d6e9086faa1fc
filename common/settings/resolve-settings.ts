import { parseArgs } from 'node:util';
import { SETTINGS, type SettingDefinition, type SettingKey, type SettingValues } from './setting-definitions';
import { SettingValueError } from './value-types';

type SettingOrigin = 'flag' | 'environment' | 'file' | 'default';

interface SettingProblem {
  /** Absent for a command line that could not be read at all (an unknown flag, a missing value). */
  key?: SettingKey;
  origin?: Exclude<SettingOrigin, 'default'>;
  message: string;
}

export interface SettingsSources<K extends SettingKey> {
  args: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** Values already read from a settings file (see readSettingsFile). */
  file?: Partial<SettingValues<K>>;
}

export interface ResolveOptions {
  /**
   * The server's own command line refuses what it does not know. Electron and Chromium put
   * switches of their own on the desktop app's command line, so there unknown flags pass.
   */
  unknownFlags: 'refuse' | 'pass';
  /** Switches that are not settings, e.g. --help; answered in `switches`. */
  switches?: Readonly<Record<string, { short?: string }>>;
}

export interface ResolvedSettings<K extends SettingKey> {
  values: SettingValues<K>;
  origins: Partial<Record<K, SettingOrigin>>;
  switches: Record<string, boolean>;
  /** A value that did not fit is left out, so the next source (environment, file, default) counts. */
  problems: SettingProblem[];
}

type FlagValues = Record<string, string | boolean | undefined>;

function definitionOf(key: SettingKey): SettingDefinition<unknown> {
  return SETTINGS[key];
}

function readArgs(keys: readonly SettingKey[], args: readonly string[], options: ResolveOptions): FlagValues {
  const flagOptions: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const key of keys) {
    const definition = definitionOf(key);
    if (definition.flag)
      flagOptions[definition.flag] = { type: definition.type.isSwitch ? 'boolean' : 'string' };
    for (const shortcut of Object.keys(definition.shortcuts ?? {}))
      flagOptions[shortcut] = { type: 'boolean' };
  }
  for (const [name, { short }] of Object.entries(options.switches ?? {})) {
    flagOptions[name] = short === undefined ? { type: 'boolean' } : { type: 'boolean', short };
  }
  const strict = options.unknownFlags === 'refuse';
  return parseArgs({
    args: [...args],
    strict,
    allowPositionals: !strict,
    allowNegative: true,
    options: flagOptions,
  }).values;
}

/** What the command line says for one setting: a shortcut first, then the flag itself. */
function fromFlags(definition: SettingDefinition<unknown>, flags: FlagValues): unknown {
  for (const [shortcut, value] of Object.entries(definition.shortcuts ?? {})) {
    if (flags[shortcut] === true) return value;
  }
  if (!definition.flag) return undefined;
  const given = flags[definition.flag];
  if (given === undefined) return undefined;
  if (typeof given === 'boolean') {
    if (definition.type.isSwitch) return given;
    throw new SettingValueError(`--${definition.flag} needs a value`);
  }
  return definition.type.fromText(given, `--${definition.flag}`);
}

/**
 * The one rule of both the server and the desktop app: command-line flags over environment
 * variables over the settings file over the defaults.
 */
export function resolveSettings<K extends SettingKey>(
  keys: readonly K[],
  sources: SettingsSources<K>,
  options: ResolveOptions,
): ResolvedSettings<K> {
  let flags: FlagValues;
  const problems: SettingProblem[] = [];
  try {
    flags = readArgs(keys, sources.args, options);
  } catch (error) {
    problems.push({ message: error instanceof Error ? error.message : String(error) });
    flags = {};
  }
  const values: Record<string, unknown> = {};
  const origins: Partial<Record<K, SettingOrigin>> = {};
  const file: Partial<Record<SettingKey, unknown>> = sources.file ?? {};
  for (const key of keys) {
    const definition = definitionOf(key);
    const env = definition.env === undefined ? undefined : sources.env[definition.env];
    const candidates: [Exclude<SettingOrigin, 'default'>, () => unknown][] = [
      ['flag', () => fromFlags(definition, flags)],
      [
        'environment',
        () => (env === undefined ? undefined : definition.type.fromText(env, definition.env ?? key)),
      ],
      ['file', () => file[key]],
    ];
    for (const [origin, read] of candidates) {
      try {
        const value = read();
        if (value === undefined) continue;
        values[key] = value;
        origins[key] = origin;
        break;
      } catch (error) {
        if (!(error instanceof SettingValueError)) throw error;
        problems.push({ key, origin, message: error.message });
      }
    }
    if (origins[key] === undefined && definition.default !== undefined) {
      values[key] = definition.default;
      origins[key] = 'default';
    }
  }
  const switches = Object.fromEntries(
    Object.keys(options.switches ?? {}).map((name) => [name, flags[name] === true]),
  );
  return { values: values as SettingValues<K>, origins, switches, problems };
}
