import { isValidHostEntry } from '../host-names';

/** A value a person gave that does not fit; the message names where it came from and what fits. */
export class SettingValueError extends Error {
  override name = 'SettingValueError';
}

/**
 * How one kind of value is read: from the text of a flag or an environment variable, or from a
 * settings-file JSON value. `source` is what the person wrote (`--port`, `PORT`, `lanPort`).
 */
export interface ValueType<T> {
  /** On the command line a bare switch (--demo, --no-demo) rather than a flag with a value. */
  isSwitch?: true;
  fromText(text: string, source: string): T;
  fromJson(value: unknown, source: string): T;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

/** `what` reads "a port number", "a whole number of days"; the bounds are added to the message. */
export function wholeNumber(what: string, min: number, max: number): ValueType<number> {
  const check = (value: number, written: unknown, source: string): number => {
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new SettingValueError(`${source} must be ${what} from ${min} to ${max}, not ${shown(written)}`);
    }
    return value;
  };
  return {
    fromText: (text, source) => check(/^\d+$/.test(text.trim()) ? Number(text) : NaN, text, source),
    fromJson: (value, source) => check(typeof value === 'number' ? value : NaN, value, source),
  };
}

/** A positive decimal number up to `max`, e.g. megabytes of an upload limit. */
export function positiveNumber(what: string, max: number): ValueType<number> {
  const check = (value: number, written: unknown, source: string): number => {
    if (!Number.isFinite(value) || value <= 0 || value > max) {
      throw new SettingValueError(
        `${source} must be ${what} above 0 and at most ${max}, not ${shown(written)}`,
      );
    }
    return value;
  };
  return {
    fromText: (text, source) => check(text.trim() === '' ? NaN : Number(text), text, source),
    fromJson: (value, source) => check(typeof value === 'number' ? value : NaN, value, source),
  };
}

/** Text that must not be blank, such as a folder or a host; surrounding spaces are dropped. */
export const nonEmptyText: ValueType<string> = {
  fromText(text, source) {
    if (text.trim() === '') throw new SettingValueError(`${source} must not be empty`);
    return text.trim();
  },
  fromJson(value, source) {
    if (typeof value !== 'string') throw new SettingValueError(`${source} must be text, not ${shown(value)}`);
    return nonEmptyText.fromText(value, source);
  },
};

export function oneOf<const T extends string>(choices: readonly T[]): ValueType<T> {
  const check = (value: unknown, source: string): T => {
    const found = choices.find((choice) => choice === value);
    if (found === undefined) {
      throw new SettingValueError(`${source} must be one of ${choices.join(', ')}, not ${shown(value)}`);
    }
    return found;
  };
  return { fromText: (text, source) => check(text.trim(), source), fromJson: check };
}

const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

/** On the command line a switch (--demo, --no-demo); in the environment anything but 0/false/no/off is on. */
export const onOff: ValueType<boolean> = {
  isSwitch: true,
  fromText: (text) => !FALSE_WORDS.has(text.trim().toLowerCase()),
  fromJson(value, source) {
    if (typeof value !== 'boolean')
      throw new SettingValueError(`${source} must be true or false, not ${shown(value)}`);
    return value;
  },
};

const MAX_HOST_ENTRIES = 100;

/** Extra names the server answers to: comma-separated in text, a list in the settings file. */
export const hostList: ValueType<string[]> = {
  fromText(text, source) {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    return checkHosts(entries, source, 'separated by commas');
  },
  fromJson(value, source) {
    if (!Array.isArray(value) || !value.every((entry): entry is string => typeof entry === 'string')) {
      throw new SettingValueError(`${source} must be a list of host names or addresses, not ${shown(value)}`);
    }
    return checkHosts(value, source, 'in a list');
  },
};

function checkHosts(entries: string[], source: string, layout: string): string[] {
  const wrong = entries.find((entry) => !isValidHostEntry(entry));
  if (wrong !== undefined) {
    throw new SettingValueError(`${source} must list host names or addresses ${layout}, not "${wrong}"`);
  }
  if (entries.length > MAX_HOST_ENTRIES) {
    throw new SettingValueError(`${source} must list at most ${MAX_HOST_ENTRIES} names`);
  }
  return entries;
}
