import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCliCommand, USAGE, type CliCommand } from '../../server/cli/cli-options';

function options(command: CliCommand) {
  if (command.kind !== 'start') throw new Error(`expected options, got ${command.kind}`);
  return command.options;
}

describe('parseCliCommand', () => {
  it('uses the defaults without flags or environment', () => {
    expect(options(parseCliCommand([], {}))).toEqual({
      dataDir: 'data',
      host: '127.0.0.1',
      port: 3000,
      demo: true,
    });
  });

  it('reads every flag', () => {
    const parsed = options(
      parseCliCommand(
        [
          '--port',
          '8123',
          '--host',
          '0.0.0.0',
          '--data-dir',
          '/srv/lib',
          '--no-demo',
          '--upload-limit-mb',
          '2.5',
          '--sync-dir',
          '/srv/sync',
        ],
        {},
      ),
    );
    expect(parsed).toEqual({
      port: 8123,
      host: '0.0.0.0',
      dataDir: '/srv/lib',
      demo: false,
      uploadLimitBytes: 2.5 * 1024 * 1024,
      syncDir: '/srv/sync',
    });
  });

  it('reads the environment', () => {
    const env = {
      PORT: '0',
      HOST: '::1',
      DATA_DIR: 'elsewhere',
      DEMO: '0',
      UPLOAD_LIMIT_MB: '20',
      SYNC_DIR: 'inbox',
    };
    expect(options(parseCliCommand([], env))).toEqual({
      port: 0,
      host: '::1',
      dataDir: 'elsewhere',
      demo: false,
      uploadLimitBytes: 20 * 1024 * 1024,
      syncDir: 'inbox',
    });
  });

  it('puts flags over the environment', () => {
    const parsed = options(
      parseCliCommand(['--port', '9000', '--data-dir', 'flag-dir', '--demo'], {
        PORT: '1',
        DATA_DIR: 'env-dir',
        DEMO: 'false',
      }),
    );
    expect(parsed).toMatchObject({ port: 9000, dataDir: 'flag-dir', demo: true });
  });

  it.each(['0', 'false', 'no', 'OFF'])('turns the demo off with DEMO=%s', (value) => {
    expect(options(parseCliCommand([], { DEMO: value })).demo).toBe(false);
  });

  it('reads --allowed-hosts over ALLOWED_HOSTS, as a list of names and addresses', () => {
    const { options } = parseCliCommand(['--allowed-hosts', ' library.shop.lan, 10.0.0.5 ,::1'], {
      ALLOWED_HOSTS: 'ignored.lan',
    }) as { options: { allowedHosts?: string[] } };
    expect(options.allowedHosts).toEqual(['library.shop.lan', '10.0.0.5', '::1']);
    const fromEnv = parseCliCommand([], { ALLOWED_HOSTS: 'kiosk-server' }) as {
      options: { allowedHosts?: string[] };
    };
    expect(fromEnv.options.allowedHosts).toEqual(['kiosk-server']);
  });

  it('turns --lan into host 0.0.0.0', () => {
    expect(options(parseCliCommand(['--lan'], { HOST: '10.0.0.1' })).host).toBe('0.0.0.0');
  });

  it('reads the age limit of missed lookups, flag over environment, keeping the entry limit', () => {
    expect(options(parseCliCommand(['--missed-lookup-days', '30'], { MISSED_LOOKUP_DAYS: '90' }))).toEqual(
      expect.objectContaining({ missedLookups: { maxEntries: 10_000, maxAgeDays: 30 } }),
    );
    expect(options(parseCliCommand([], { MISSED_LOOKUP_DAYS: '90' })).missedLookups?.maxAgeDays).toBe(90);
    expect(options(parseCliCommand([], {})).missedLookups).toBeUndefined();
  });

  it('documents the age limit of missed lookups in --help', () => {
    expect(USAGE).toMatch(/--missed-lookup-days <n>[\s\S]*default 180/);
  });

  it('answers help', () => {
    expect(parseCliCommand(['--help'], {})).toEqual({ kind: 'help' });
  });

  it('reads how often to back up, 0 for never', () => {
    expect(options(parseCliCommand(['--backup-every-minutes', '15'], {})).backupIntervalMs).toBe(900_000);
    expect(options(parseCliCommand([], { BACKUP_EVERY_MINUTES: '0' })).backupIntervalMs).toBe(0);
    expect(() => parseCliCommand(['--backup-every-minutes', '-5'], {})).toThrow(CliUsageError);
  });

  it('lets the test servers hash passwords more cheaply, never below N=2^14', () => {
    expect(options(parseCliCommand([], {})).passwordCost).toBeUndefined();
    expect(options(parseCliCommand([], { PASSWORD_SCRYPT_N: '16384' })).passwordCost).toEqual({
      N: 16384,
      r: 8,
      p: 1,
    });
    for (const N of ['8192', '20000', '262144', 'cheap'])
      expect(() => parseCliCommand([], { PASSWORD_SCRYPT_N: N })).toThrow(CliUsageError);
  });

  it('answers version', () => {
    expect(parseCliCommand(['--version'], {})).toEqual({ kind: 'version' });
    expect(parseCliCommand(['-v'], {})).toEqual({ kind: 'version' });
  });

  it.each([
    [['--port', '70000'], {}, '--port must be a port number from 0 to 65535, not "70000"'],
    [['--port', '12ab'], {}, '--port must be a port number from 0 to 65535, not "12ab"'],
    [[], { PORT: '-1' }, 'PORT must be a port number from 0 to 65535, not "-1"'],
    [
      ['--upload-limit-mb', 'lots'],
      {},
      '--upload-limit-mb must be a number of megabytes above 0 and at most 1024, not "lots"',
    ],
    [
      [],
      { UPLOAD_LIMIT_MB: '0' },
      'UPLOAD_LIMIT_MB must be a number of megabytes above 0 and at most 1024, not "0"',
    ],
    [['--data-dir', ' '], {}, '--data-dir must not be empty'],
    [['--lan', '--host', '1.2.3.4'], {}, 'Use either --lan or --host, not both'],
    [['extra'], {}, /Unexpected argument 'extra'/],
    [['--verbose'], {}, /Unknown option '--verbose'/],
    [['--port'], {}, /Option '--port <value>' argument missing/],
    [
      ['--allowed-hosts', 'shop.lan,http://evil'],
      {},
      '--allowed-hosts must list host names or addresses separated by commas, not "http://evil"',
    ],
    [[], { ALLOWED_HOSTS: 'shop.lan:8080' }, /ALLOWED_HOSTS must list host names .*"shop.lan:8080"/],
    [
      ['--missed-lookup-days', '0'],
      {},
      '--missed-lookup-days must be a whole number of days from 1 to 3650, not "0"',
    ],
    [[], { MISSED_LOOKUP_DAYS: '2.5' }, /MISSED_LOOKUP_DAYS must be a whole number of days .*"2.5"/],
    [['--missed-lookup-days', '99999'], {}, /from 1 to 3650, not "99999"/],
  ])('refuses %j %j', (argv, env, message) => {
    expect(() => parseCliCommand(argv, env)).toThrow(CliUsageError);
    expect(() => parseCliCommand(argv, env)).toThrow(message);
  });
});
