import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXIT_KIOSK_CHANNEL,
  KIOSK_BRIDGE_SWITCH,
  type KioskBridge,
  type KioskBridgeSettings,
} from '../../../common/kiosk-bridge';

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn((channel: string) => Promise.resolve({ ok: false, message: `refused ${channel}` })),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: { invoke: electron.invoke },
}));

const settings: KioskBridgeSettings = { mode: 'kiosk', idleMs: 90_000, defaultLanguage: 'nl', lanUrls: [] };
const originalArgv = process.argv;

async function loadPreload(argv: string[]) {
  process.argv = argv;
  electron.exposed.clear();
  vi.resetModules();
  await import('../../../electron/preload');
}

describe('preload', () => {
  afterEach(() => {
    process.argv = originalArgv;
  });

  it('exposes only the settings and the exitKiosk call, as window.kiosk', async () => {
    await loadPreload(['electron', `${KIOSK_BRIDGE_SWITCH}${encodeURIComponent(JSON.stringify(settings))}`]);
    expect([...electron.exposed.keys()]).toEqual(['kiosk']);
    const bridge = electron.exposed.get('kiosk') as KioskBridge;
    expect(Object.keys(bridge).sort()).toEqual(['exitKiosk', 'savePdf', 'settings']);
    expect(bridge.settings).toEqual(settings);
    await expect(bridge.exitKiosk()).resolves.toEqual({
      ok: false,
      message: `refused ${EXIT_KIOSK_CHANNEL}`,
    });
    expect(electron.invoke).toHaveBeenCalledWith(EXIT_KIOSK_CHANNEL);
  });

  it('exposes nothing without valid settings', async () => {
    await loadPreload(['electron', `${KIOSK_BRIDGE_SWITCH}${encodeURIComponent('{"mode":"kiosk"}')}`]);
    expect(electron.exposed.size).toBe(0);
  });
});
