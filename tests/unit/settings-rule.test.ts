import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../common/settings/resolve-settings';
import { readSettingsFile } from '../../common/settings/settings-file';

const KEYS = ['port', 'lan', 'allowedHosts', 'missedLookupDays', 'mode'] as const;

function resolve(args: string[], env: Record<string, string>, file: object = {}) {
  return resolveSettings(KEYS, { args, env, file }, { unknownFlags: 'refuse' });
}

describe('one configuration rule: flags over environment over file over defaults', () => {
  it('falls back to the defaults, and leaves out a setting without one', () => {
    const { values, origins, problems } = resolve([], {});
    expect(values).toEqual({ port: 3000, lan: false, allowedHosts: [], mode: 'kiosk' });
    expect(origins).toEqual({ port: 'default', lan: 'default', allowedHosts: 'default', mode: 'default' });
    expect(problems).toEqual([]);
  });

  it('takes the file over the defaults', () => {
    const { values, origins } = resolve([], {}, { port: 4000, missedLookupDays: 30 });
    expect(values).toMatchObject({ port: 4000, missedLookupDays: 30 });
    expect(origins).toMatchObject({ port: 'file', missedLookupDays: 'file' });
  });

  it('takes the environment over the file', () => {
    const { values } = resolve(
      [],
      { PORT: '5000', MISSED_LOOKUP_DAYS: '60' },
      { port: 4000, missedLookupDays: 30 },
    );
    expect(values).toMatchObject({ port: 5000, missedLookupDays: 60 });
  });

  it('takes the flags over the environment', () => {
    const { values, origins } = resolve(['--port', '6000', '--allowed-hosts=a.lan,b.lan'], {
      PORT: '5000',
      ALLOWED_HOSTS: 'c.lan',
    });
    expect(values).toMatchObject({ port: 6000, allowedHosts: ['a.lan', 'b.lan'] });
    expect(origins).toMatchObject({ port: 'flag', allowedHosts: 'flag' });
  });

  it('reads switches both ways and shortcuts before their flag', () => {
    expect(resolve(['--lan'], {}, { lan: false }).values.lan).toBe(true);
    expect(resolve(['--no-lan'], {}, { lan: true }).values.lan).toBe(false);
    expect(resolve(['--admin', '--mode=kiosk'], {}).values.mode).toBe('admin');
  });

  it('reports a bad value with its source and lets the next source count', () => {
    const { values, problems } = resolve(['--port', 'x'], { PORT: '99999' }, { port: 4000 });
    expect(values.port).toBe(4000);
    expect(problems).toEqual([
      { key: 'port', origin: 'flag', message: '--port must be a port number from 0 to 65535, not "x"' },
      {
        key: 'port',
        origin: 'environment',
        message: 'PORT must be a port number from 0 to 65535, not "99999"',
      },
    ]);
  });

  it('reports a flag that needs a value and is given none', () => {
    const lenient = resolveSettings(KEYS, { args: ['--port'], env: {} }, { unknownFlags: 'pass' });
    expect(lenient.problems.map((problem) => problem.message)).toEqual(['--port needs a value']);
    expect(lenient.values.port).toBe(3000);
  });

  it('refuses unknown flags on a strict command line and passes them on a lenient one', () => {
    expect(resolve(['--verbose'], {}).problems[0]?.message).toMatch(/Unknown option '--verbose'/);
    const lenient = resolveSettings(KEYS, { args: ['.', '--verbose'], env: {} }, { unknownFlags: 'pass' });
    expect(lenient.problems).toEqual([]);
  });
});

describe('settings file', () => {
  it('reads the values it knows', () => {
    expect(readSettingsFile(KEYS, '{"port": 8000, "allowedHosts": ["shop.lan"]}', 'settings.json')).toEqual({
      values: { port: 8000, allowedHosts: ['shop.lan'] },
    });
  });

  it('refuses the whole file and names every bad value', () => {
    const { values, problem } = readSettingsFile(
      KEYS,
      '{"port": "8000", "mode": "tv", "allowedHosts": ["http://x"], "prot": 1}',
      'settings.json',
    );
    expect(values).toEqual({});
    expect(problem).toBe(
      'settings.json has invalid settings (port must be a port number from 0 to 65535, not "8000"; ' +
        'mode must be one of kiosk, admin, not "tv"; ' +
        'allowedHosts must list host names or addresses in a list, not "http://x"; ' +
        '"prot" is not a setting (the settings are port, lan, allowedHosts, missedLookupDays, mode)).',
    );
  });
});
