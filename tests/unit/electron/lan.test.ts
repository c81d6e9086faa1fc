import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanUrls } from '../../../electron/lan';
import { serverLaunchConfig, type AppPaths } from '../../../electron/server-launch';
import { DEFAULT_SETTINGS } from '../../../electron/settings';

function entry(address: string, family: 'IPv4' | 'IPv6', internal: boolean): NetworkInterfaceInfo {
  const common = { address, netmask: '255.255.255.0', mac: '00:00:00:00:00:00', internal, cidr: null };
  return family === 'IPv4' ? { ...common, family } : { ...common, family, scopeid: 0 };
}

describe('lanUrls', () => {
  it('lists the external IPv4 addresses with the port', () => {
    const urls = lanUrls(
      {
        lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
        eth0: [entry('192.168.1.20', 'IPv4', false), entry('fe80::1', 'IPv6', false)],
        wlan0: [entry('10.0.0.7', 'IPv4', false)],
      },
      8080,
    );
    expect(urls).toEqual(['http://192.168.1.20:8080', 'http://10.0.0.7:8080']);
  });

  it('is empty on a machine without a network', () => {
    expect(lanUrls({ lo: [entry('127.0.0.1', 'IPv4', true)] }, 8080)).toEqual([]);
  });
});

describe('serverLaunchConfig', () => {
  const packaged: AppPaths = {
    userData: '/home/kiosk/.config/Instruction Library',
    resources: '/opt/Instruction Library/resources',
    app: '/opt/Instruction Library/resources/app.asar',
    packaged: true,
    executable: '/opt/Instruction Library/instruction-library',
  };

  it('listens on loopback on a free port while LAN serving is off', () => {
    expect(serverLaunchConfig(DEFAULT_SETTINGS, packaged)).toEqual({
      dataDir: '/home/kiosk/.config/Instruction Library/library',
      rendererDir: '/opt/Instruction Library/resources/renderer',
      demoDir: '/opt/Instruction Library/resources/app.asar/resources/demo',
      host: '127.0.0.1',
      port: 0,
      allowedHosts: [],
      backupEveryMinutes: 60,
      demo: true,
      desktopExecutable: '/opt/Instruction Library/instruction-library',
    });
  });

  it('listens on every interface on the fixed LAN port when it is on', () => {
    const config = serverLaunchConfig({ ...DEFAULT_SETTINGS, lan: true, lanPort: 8123 }, packaged);
    expect(config).toMatchObject({ host: '0.0.0.0', port: 8123 });
  });

  it('hands the demo setting to the server', () => {
    expect(serverLaunchConfig({ ...DEFAULT_SETTINGS, demo: false }, packaged).demo).toBe(false);
  });

  it('hands the missed-lookups age of settings.json to the server', () => {
    expect(serverLaunchConfig({ ...DEFAULT_SETTINGS, missedLookupDays: 30 }, packaged).missedLookupDays).toBe(
      30,
    );
    expect(serverLaunchConfig(DEFAULT_SETTINGS, packaged)).not.toHaveProperty('missedLookupDays');
  });

  it('serves the repository’s renderer build when not packaged', () => {
    const config = serverLaunchConfig(DEFAULT_SETTINGS, { ...packaged, app: '/work/main', packaged: false });
    expect(config.rendererDir).toBe('/work/main/dist/renderer');
  });

  it('names the executable only when packaged: from a checkout the npm commands work', () => {
    const config = serverLaunchConfig(DEFAULT_SETTINGS, { ...packaged, app: '/work/main', packaged: false });
    expect(config).not.toHaveProperty('desktopExecutable');
  });
});
