import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../electron/settings';
import { resolveSettings } from '../../../electron/settings-resolve';

const filePath = '/home/kiosk/.config/Instruction Library/settings.json';

describe('default settings', () => {
  it('come from resources/default-settings.json: kiosk mode, 2 minutes idle, English, LAN off', () => {
    const shipped: unknown = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../resources/default-settings.json'), 'utf8'),
    );
    expect(DEFAULT_SETTINGS).toEqual(shipped);
    expect(DEFAULT_SETTINGS).toEqual({
      mode: 'kiosk',
      idleSeconds: 120,
      defaultLanguage: 'en',
      lan: false,
      lanPort: 8080,
      allowedHosts: [],
      backupEveryMinutes: 60,
      demo: true,
    });
  });
});

describe('missed lookups age', () => {
  it('is read from settings.json and refused outside 1 to 3650 days', () => {
    expect(
      resolveSettings({ args: [], fileText: '{"missedLookupDays": 30}', filePath }).settings,
    ).toMatchObject({
      missedLookupDays: 30,
    });
    const refused = resolveSettings({ args: [], fileText: '{"missedLookupDays": 0}', filePath });
    expect(refused.settings).toEqual(DEFAULT_SETTINGS);
    expect(refused.problems.join('\n')).toMatch(/missedLookupDays/);
  });
});

describe('the demo catalogue', () => {
  it('is on by default and turned off by settings.json or --no-demo, for a library that will be followed or imported', () => {
    expect(DEFAULT_SETTINGS.demo).toBe(true);
    expect(resolveSettings({ args: [], fileText: '{"demo": false}', filePath }).settings.demo).toBe(false);
    expect(resolveSettings({ args: ['--no-demo'], fileText: undefined, filePath }).settings.demo).toBe(false);
    expect(resolveSettings({ args: ['--demo'], fileText: '{"demo": false}', filePath }).settings.demo).toBe(
      true,
    );
  });
});

describe('resolveSettings', () => {
  it('uses the defaults when there is no file and no flag', () => {
    expect(resolveSettings({ args: [], fileText: undefined, filePath })).toEqual({
      settings: DEFAULT_SETTINGS,
      problems: [],
    });
  });

  it('takes the file over the defaults', () => {
    const { settings, problems } = resolveSettings({
      args: [],
      fileText: JSON.stringify({ idleSeconds: 300, defaultLanguage: 'de', lan: true }),
      filePath,
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, idleSeconds: 300, defaultLanguage: 'de', lan: true });
  });

  it('takes the flags over the file', () => {
    const { settings } = resolveSettings({
      args: ['.', '--admin', '--idle-seconds=45', '--language', 'fr', '--no-lan', '--lan-port=9000'],
      fileText: JSON.stringify({
        mode: 'kiosk',
        idleSeconds: 300,
        defaultLanguage: 'de',
        lan: true,
        lanPort: 8081,
      }),
      filePath,
    });
    expect(settings).toEqual({
      mode: 'admin',
      idleSeconds: 45,
      defaultLanguage: 'fr',
      lan: false,
      lanPort: 9000,
      allowedHosts: [],
      backupEveryMinutes: 60,
      demo: true,
    });
  });

  it('turns LAN serving on with --lan and keeps the file’s port', () => {
    const { settings } = resolveSettings({ args: ['--lan'], fileText: '{"lanPort": 8123}', filePath });
    expect(settings.lan).toBe(true);
    expect(settings.lanPort).toBe(8123);
  });

  it('answers a corrupt file with a clear message and the defaults, flags still applied', () => {
    const { settings, problems } = resolveSettings({
      args: ['--admin'],
      fileText: '{"mode": "admin",',
      filePath,
    });
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, mode: 'admin' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${filePath} is not valid JSON`);
    expect(problems[0]).toContain('The default settings are used.');
  });

  it('ignores the whole file when one value is bad, and names the value', () => {
    const { settings, problems } = resolveSettings({
      args: [],
      fileText: JSON.stringify({ defaultLanguage: 'de', idleSeconds: 2 }),
      filePath,
    });
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problems[0]).toMatch(/idleSeconds/);
  });

  it('refuses unknown keys, so a misspelt setting is reported instead of silently ignored', () => {
    const { settings, problems } = resolveSettings({ args: [], fileText: '{"idelSeconds": 60}', filePath });
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problems[0]).toMatch(/idelSeconds/);
  });

  it('refuses a file that is JSON but not an object', () => {
    const { problems } = resolveSettings({ args: [], fileText: '[1, 2]', filePath });
    expect(problems[0]).toContain('has invalid settings');
  });

  it('reports an unreadable file and runs on the defaults', () => {
    const { settings, problems } = resolveSettings({
      args: [],
      fileText: undefined,
      readError: 'EACCES: permission denied',
      filePath,
    });
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problems).toEqual([
      `${filePath} could not be read (EACCES: permission denied). The default settings are used.`,
    ]);
  });
});

describe('command-line flags', () => {
  it('leave Electron’s and Chromium’s own switches alone', () => {
    expect(
      resolveSettings({
        args: ['.', '--no-sandbox', '--enable-logging', '--kiosk'],
        fileText: undefined,
        filePath,
      }),
    ).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
  });

  it('are reported and ignored when their value is bad, so the file’s value counts', () => {
    const { settings, problems } = resolveSettings({
      args: ['--idle-seconds=soon', '--language=xx', '--lan-port=80', '--mode=tv'],
      fileText: '{"idleSeconds": 60}',
      filePath,
    });
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, idleSeconds: 60 });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/--idle-seconds must be a whole number of seconds from 10 to 86400/);
    expect(problems.join('\n')).toMatch(/--language must be one of en, de/);
    expect(problems.join('\n')).toMatch(/--lan-port must be a port number from 1024 to 65535, not "80"/);
    expect(problems.join('\n')).toMatch(/--mode must be one of kiosk, admin, not "tv"/);
  });
});

describe('library watch folder', () => {
  it('is read from settings.json, the environment and the command line, flag first', () => {
    const fromFile = resolveSettings({
      args: [],
      fileText: '{"libraryWatchFolder": "/media/usb"}',
      filePath,
    });
    expect(fromFile.settings.libraryWatchFolder).toBe('/media/usb');
    const fromEnv = resolveSettings({
      args: [],
      env: { LIBRARY_WATCH_FOLDER: '/media/stick' },
      fileText: '{"libraryWatchFolder": "/media/usb"}',
      filePath,
    });
    expect(fromEnv.settings.libraryWatchFolder).toBe('/media/stick');
    const fromFlag = resolveSettings({
      args: ['--library-watch-folder=/mnt/drop'],
      env: { LIBRARY_WATCH_FOLDER: '/media/stick' },
      fileText: undefined,
      filePath,
    });
    expect(fromFlag.settings.libraryWatchFolder).toBe('/mnt/drop');
  });

  it('refuses an empty folder in the file', () => {
    const { settings, problems } = resolveSettings({
      args: [],
      fileText: '{"libraryWatchFolder": " "}',
      filePath,
    });
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problems[0]).toContain('libraryWatchFolder must not be empty');
  });
});
