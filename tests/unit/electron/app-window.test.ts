import type { BrowserWindowConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskBridgeSettings } from '../../../common/kiosk-bridge';
import { readBridgeArgument } from '../../../electron/bridge-argument';

const electron = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events');
  // The parts of BrowserWindow the shell uses, recording what it was asked to do.
  class FakeWebContents extends EventEmitter {
    openHandler: unknown;
    setWindowOpenHandler(handler: unknown) {
      this.openHandler = handler;
    }
  }
  class FakeBrowserWindow extends EventEmitter {
    static created: FakeBrowserWindow[] = [];
    webContents = new FakeWebContents();
    loaded: string[] = [];
    destroyed = false;
    constructor(readonly options: BrowserWindowConstructorOptions) {
      super();
      FakeBrowserWindow.created.push(this);
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
    isDestroyed() {
      return this.destroyed;
    }
    show() {}
    restored = 0;
    restore() {
      this.restored += 1;
    }
    kioskCalls: boolean[] = [];
    setKiosk(flag: boolean) {
      this.kioskCalls.push(flag);
    }
  }
  return {
    FakeBrowserWindow,
    powerSaveBlocker: { start: vi.fn(() => 7), stop: vi.fn() },
    shell: { openExternal: vi.fn(() => Promise.resolve()) },
  };
});

vi.mock('electron', () => ({
  BrowserWindow: electron.FakeBrowserWindow,
  powerSaveBlocker: electron.powerSaveBlocker,
  shell: electron.shell,
}));

const { createAppWindow } = await import('../../../electron/app-window');

const server = 'http://127.0.0.1:4815';

function bridge(mode: KioskBridgeSettings['mode']): KioskBridgeSettings {
  return {
    mode,
    idleMs: 120_000,
    defaultLanguage: 'de',
    lanUrls: mode === 'kiosk' ? ['http://192.168.1.20:8080'] : [],
  };
}

function open(mode: KioskBridgeSettings['mode'], production = true, mayClose = () => mode === 'admin') {
  createAppWindow({
    bridge: bridge(mode),
    preloadPath: '/app/dist-electron/preload.cjs',
    production,
    title: 'Library',
    serverUrl: () => server,
    mayClose,
  });
  const window = electron.FakeBrowserWindow.created.at(-1);
  if (!window) throw new Error('no window was created');
  return window;
}

describe('createAppWindow', () => {
  beforeEach(() => {
    electron.FakeBrowserWindow.created = [];
    vi.clearAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  it.each(['kiosk', 'admin'] as const)('applies the security checklist in %s mode', (mode) => {
    const { webPreferences } = open(mode).options;
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      devTools: false,
      preload: '/app/dist-electron/preload.cjs',
    });
  });

  it('opens a full-screen kiosk on the home page and keeps the display awake', () => {
    const window = open('kiosk');
    expect(window.options).toMatchObject({ kiosk: true, fullscreen: true, autoHideMenuBar: true });
    expect(window.loaded).toEqual([`${server}/`]);
    expect(electron.powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');
    window.emit('closed');
    expect(electron.powerSaveBlocker.stop).toHaveBeenCalledWith(7);
  });

  it('opens a normal window on /admin in admin mode, display sleep allowed', () => {
    const window = open('admin');
    expect(window.options).toMatchObject({ kiosk: false, fullscreen: false });
    expect(window.loaded).toEqual([`${server}/admin`]);
    expect(electron.powerSaveBlocker.start).not.toHaveBeenCalled();
  });

  it('gives developer tools back outside production', () => {
    expect(open('kiosk', false).options.webPreferences?.devTools).toBe(true);
  });

  it('hands the preload its settings on the command line', () => {
    const args = open('kiosk').options.webPreferences?.additionalArguments ?? [];
    expect(readBridgeArgument(args)).toEqual(bridge('kiosk'));
  });

  it('reloads the start page when the page process is gone', () => {
    vi.useFakeTimers();
    const window = open('kiosk');
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    vi.advanceTimersByTime(1_000);
    expect(window.loaded).toEqual([`${server}/`, `${server}/`]);
    window.webContents.emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    vi.advanceTimersByTime(1_000);
    expect(window.loaded).toHaveLength(2);
  });

  it('opens the sign-in page on the kiosk chord and never the system browser', () => {
    const window = open('kiosk');
    window.webContents.emit(
      'before-input-event',
      { preventDefault: vi.fn() },
      { type: 'keyDown', key: 'A', control: true, meta: false, shift: true, alt: false },
    );
    expect(window.loaded.at(-1)).toBe(`${server}/auth`);
    const handler = window.webContents.openHandler as (details: { url: string }) => unknown;
    expect(handler({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('keeps a kiosk window open, on screen and full screen until the shell allows closing', () => {
    let quitting = false;
    const window = open('kiosk', true, () => quitting);
    const refused = { preventDefault: vi.fn() };
    window.emit('close', refused);
    expect(refused.preventDefault).toHaveBeenCalled();
    window.emit('minimize');
    expect(window.restored).toBe(1);
    window.emit('leave-full-screen');
    expect(window.kioskCalls).toEqual([true]);
    quitting = true;
    const allowed = { preventDefault: vi.fn() };
    window.emit('close', allowed);
    expect(allowed.preventDefault).not.toHaveBeenCalled();
  });

  it('lets an admin window close and minimise', () => {
    const window = open('admin');
    const event = { preventDefault: vi.fn() };
    window.emit('close', event);
    window.emit('minimize');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(window.restored).toBe(0);
  });

  it('guards navigation of the window it creates', () => {
    const window = open('admin');
    const event = { url: 'http://127.0.0.1:4815.evil.com/', preventDefault: vi.fn() };
    window.webContents.emit('will-navigate', event);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe('readBridgeArgument', () => {
  it('ignores a missing or tampered argument', () => {
    expect(readBridgeArgument(['--no-sandbox'])).toBeUndefined();
    expect(readBridgeArgument(['--kiosk-bridge=%7Bnot-json'])).toBeUndefined();
    expect(
      readBridgeArgument([`--kiosk-bridge=${encodeURIComponent(JSON.stringify({ mode: 'god' }))}`]),
    ).toBeUndefined();
  });
});
