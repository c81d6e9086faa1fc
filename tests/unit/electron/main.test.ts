import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserWindowConstructorOptions } from 'electron';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_KIOSK_CHANNEL } from '../../../common/kiosk-bridge';
import { lanUrls } from '../../../electron/lan';
import { readBridgeArgument } from '../../../electron/bridge-argument';
import type { CookiePair } from '../../../electron/session-check';
import { startServer, type RunningServer } from '../../../server/start';

/**
 * The main process's lifecycle with Electron replaced by recording fakes. The server behind the
 * fake utility process is real where it matters (leaving kiosk mode asks it about the session).
 */
const fakes = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events');

  const state = {
    lock: true,
    userData: '',
    serverUrl: 'http://127.0.0.1:4815',
    cookies: [] as CookiePair[],
    startAnswer: undefined as unknown,
  };

  class FakeWebContents extends EventEmitter {
    openHandler: unknown;
    session = { cookies: { get: () => Promise.resolve(state.cookies) } };
    setWindowOpenHandler(handler: unknown) {
      this.openHandler = handler;
    }
  }

  class FakeBrowserWindow extends EventEmitter {
    static created: FakeBrowserWindow[] = [];
    webContents = new FakeWebContents();
    loaded: string[] = [];
    destroyed = false;
    focused = false;
    restored = false;
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
    destroy() {
      this.destroyed = true;
      this.emit('closed');
    }
    show() {}
    focus() {
      this.focused = true;
    }
    isMinimized() {
      return true;
    }
    restore() {
      this.restored = true;
    }
  }

  class FakeUtilityProcess extends EventEmitter {
    static forks: FakeUtilityProcess[] = [];
    sent: unknown[] = [];
    constructor(readonly modulePath: string) {
      super();
      FakeUtilityProcess.forks.push(this);
    }
    postMessage(message: { type: string }) {
      this.sent.push(message);
      // Answers like electron/server-process.ts does.
      queueMicrotask(() => {
        if (message.type === 'start')
          this.emit('message', state.startAnswer ?? { type: 'ready', url: state.serverUrl });
        if (message.type === 'stop') this.emit('exit', 0);
      });
    }
    kill() {
      this.emit('exit', 1);
    }
  }

  const ipcHandlers = new Map<string, (event: unknown) => unknown>();
  const permissionHandlers: { request?: unknown; check?: unknown } = {};
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    requestSingleInstanceLock: () => state.lock,
    whenReady: () => Promise.resolve(),
    getPath: () => state.userData,
    getAppPath: () => '/work/main',
    quit: vi.fn(),
  });

  return {
    state,
    app,
    ipcHandlers,
    permissionHandlers,
    FakeBrowserWindow,
    FakeUtilityProcess,
    Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: (template: unknown) => ({ template }) },
    dialog: { showMessageBox: vi.fn(() => Promise.resolve({ response: 0 })) },
    powerSaveBlocker: { start: vi.fn(() => 1), stop: vi.fn() },
    shell: { openExternal: vi.fn() },
  };
});

vi.mock('electron', () => ({
  app: fakes.app,
  BrowserWindow: fakes.FakeBrowserWindow,
  Menu: fakes.Menu,
  dialog: fakes.dialog,
  powerSaveBlocker: fakes.powerSaveBlocker,
  shell: fakes.shell,
  ipcMain: {
    handle: (channel: string, handler: (event: unknown) => unknown) =>
      fakes.ipcHandlers.set(channel, handler),
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler: unknown) => (fakes.permissionHandlers.request = handler),
      setPermissionCheckHandler: (handler: unknown) => (fakes.permissionHandlers.check = handler),
    },
  },
  utilityProcess: { fork: (modulePath: string) => new fakes.FakeUtilityProcess(modulePath) },
}));

const originalArgv = process.argv;

// Each case imports the main process afresh; the first also transforms it, which took over the
// default 5 s on a busy machine (a failed run while another process kept a core busy).
vi.setConfig({ testTimeout: 30_000 });

async function launch(args: string[] = [], settingsFile?: string) {
  if (settingsFile !== undefined)
    writeFileSync(path.join(fakes.state.userData, 'settings.json'), settingsFile);
  process.argv = ['electron', '.', ...args];
  vi.resetModules();
  await import('../../../electron/main');
}

function lastWindow() {
  const window = fakes.FakeBrowserWindow.created.at(-1);
  if (!window) throw new Error('no window was opened');
  return window;
}

async function launchedWindow(args: string[] = [], settingsFile?: string) {
  await launch(args, settingsFile);
  await vi.waitFor(() => expect(fakes.FakeBrowserWindow.created.length).toBeGreaterThan(0));
  return lastWindow();
}

beforeEach(() => {
  fakes.state.userData = mkdtempSync(path.join(tmpdir(), 'shell-userdata-'));
  fakes.state.lock = true;
  fakes.state.serverUrl = 'http://127.0.0.1:4815';
  fakes.state.cookies = [];
  fakes.state.startAnswer = undefined;
  fakes.app.removeAllListeners();
  fakes.ipcHandlers.clear();
  fakes.FakeBrowserWindow.created = [];
  fakes.FakeUtilityProcess.forks = [];
  vi.clearAllMocks();
});

afterEach(() => {
  process.argv = originalArgv;
  rmSync(fakes.state.userData, { recursive: true, force: true });
});

describe('electron/main', () => {
  it('does not start a second instance; it hands over to the first', async () => {
    fakes.state.lock = false;
    await launch();
    expect(fakes.app.quit).toHaveBeenCalled();
    expect(fakes.FakeUtilityProcess.forks).toHaveLength(0);
  });

  it('starts the server in a utility process and opens the kiosk on its URL', async () => {
    const window = await launchedWindow();
    const [server] = fakes.FakeUtilityProcess.forks;
    expect(path.basename(server?.modulePath ?? '')).toBe('server-process.js');
    expect(server?.sent[0]).toEqual({
      type: 'start',
      config: {
        dataDir: path.join(fakes.state.userData, 'library'),
        rendererDir: '/work/main/dist/renderer',
        demoDir: '/work/main/resources/demo',
        host: '127.0.0.1',
        port: 0,
        allowedHosts: [],
        backupEveryMinutes: 60,
        demo: true,
      },
    });
    expect(window.options).toMatchObject({ kiosk: true, fullscreen: true });
    expect(window.loaded).toEqual(['http://127.0.0.1:4815/']);
    expect(fakes.Menu.setApplicationMenu).toHaveBeenCalledWith(null);
    expect(fakes.powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');
    expect(fakes.dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('hands the library watch folder and the missed-lookup age from settings.json to the server', async () => {
    await launchedWindow([], JSON.stringify({ libraryWatchFolder: '/media/usb', missedLookupDays: 30 }));
    expect(fakes.FakeUtilityProcess.forks[0]?.sent[0]).toMatchObject({
      config: { libraryWatchFolder: '/media/usb', missedLookupDays: 30 },
    });
  });

  it('takes --admin from the command line and LAN serving from settings.json', async () => {
    const window = await launchedWindow(
      ['--admin'],
      JSON.stringify({ lan: true, lanPort: 8111, defaultLanguage: 'nl' }),
    );
    expect(fakes.FakeUtilityProcess.forks[0]?.sent[0]).toMatchObject({
      config: { host: '0.0.0.0', port: 8111 },
    });
    expect(window.options.kiosk).toBe(false);
    expect(window.loaded).toEqual(['http://127.0.0.1:4815/admin']);
    expect(readBridgeArgument(window.options.webPreferences?.additionalArguments ?? [])).toEqual({
      mode: 'admin',
      idleMs: 120_000,
      defaultLanguage: 'nl',
      lanUrls: lanUrls(networkInterfaces(), 8111),
    });
  });

  it('runs on the defaults and warns when settings.json is corrupt', async () => {
    const window = await launchedWindow([], '{"mode": "admin",');
    expect(window.options.kiosk).toBe(true);
    await vi.waitFor(() => expect(fakes.dialog.showMessageBox).toHaveBeenCalledOnce());
    const [, options] = fakes.dialog.showMessageBox.mock.calls[0] as unknown as [unknown, { detail: string }];
    expect(options.detail).toContain('settings.json is not valid JSON');
  });

  it('shows why when the server cannot start', async () => {
    fakes.state.startAnswer = {
      type: 'failed',
      message: 'listen EADDRINUSE: address already in use 0.0.0.0:8080',
    };
    const window = await launchedWindow();
    const page = decodeURIComponent(window.loaded[0] ?? '');
    expect(page.startsWith('data:text/html')).toBe(true);
    expect(page).toContain('The instruction library could not start');
    expect(page).toContain('EADDRINUSE');
    expect(window.options.kiosk).toBeUndefined();
  });

  it('focuses the running window when the app is launched again', async () => {
    const window = await launchedWindow();
    fakes.app.emit('second-instance');
    expect(window.restored).toBe(true);
    expect(window.focused).toBe(true);
  });

  it('closes the server before quitting', async () => {
    await launchedWindow();
    const server = fakes.FakeUtilityProcess.forks[0];
    const quit = { preventDefault: vi.fn() };
    fakes.app.emit('before-quit', quit);
    expect(quit.preventDefault).toHaveBeenCalled();
    expect(server?.sent.at(-1)).toEqual({ type: 'stop' });
    await vi.waitFor(() => expect(fakes.app.quit).toHaveBeenCalled());
    const again = { preventDefault: vi.fn() };
    fakes.app.emit('before-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });

  it('restarts a crashed server and reloads the window on its new address', async () => {
    const window = await launchedWindow();
    fakes.state.serverUrl = 'http://127.0.0.1:5123';
    fakes.FakeUtilityProcess.forks[0]?.emit('exit', 139);
    await vi.waitFor(() => expect(window.loaded.at(-1)).toBe('http://127.0.0.1:5123/'));
    expect(fakes.FakeUtilityProcess.forks).toHaveLength(2);
  });

  it('gives up on a server that keeps crashing and shows why instead of a dead page', async () => {
    const kiosk = await launchedWindow();
    for (let crash = 0; crash < 4; crash++) {
      await vi.waitFor(() => expect(fakes.FakeUtilityProcess.forks).toHaveLength(crash + 1));
      await vi.waitFor(() => expect(kiosk.loaded).toHaveLength(crash + 1));
      fakes.FakeUtilityProcess.forks[crash]?.emit('exit', 134);
    }
    await vi.waitFor(() => expect(kiosk.destroyed).toBe(true));
    const page = decodeURIComponent(lastWindow().loaded[0] ?? '');
    expect(page).toContain('The server stopped 4 times in a row and was not restarted.');
    expect(fakes.FakeUtilityProcess.forks).toHaveLength(4);
  });

  it('refuses permission requests', async () => {
    await launchedWindow();
    const request = fakes.permissionHandlers.request as (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl: string },
    ) => void;
    const callback = vi.fn();
    request(null, 'media', callback, { requestingUrl: 'http://127.0.0.1:4815/' });
    expect(callback).toHaveBeenCalledWith(false);
  });
});

describe('leaving kiosk mode', () => {
  let server: RunningServer;
  let dataDir: string;
  let adminCookies: CookiePair[];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shell-exit-kiosk-'));
    server = await startServer({ dataDir, port: 0, demo: false });
    const response = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ username: 'kioskadmin', password: 'correct horse' }),
    });
    adminCookies = response.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0] ?? '';
      return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) };
    });
  }, 60_000);

  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function askToLeave(frameUrl: string): Promise<unknown> {
    const handler = fakes.ipcHandlers.get(EXIT_KIOSK_CHANNEL);
    if (!handler) throw new Error('no exit-kiosk handler');
    return Promise.resolve(handler({ senderFrame: { url: frameUrl } }));
  }

  it('refuses a page of another origin, and a visitor who is not signed in', async () => {
    fakes.state.serverUrl = server.url;
    const kiosk = await launchedWindow();
    await expect(askToLeave('http://127.0.0.1.evil.com/')).resolves.toEqual({
      ok: false,
      message: 'Refused.',
    });
    await expect(askToLeave(`${server.url}/admin`)).resolves.toEqual({
      ok: false,
      message: 'Sign in as an administrator to leave kiosk mode.',
    });
    fakes.state.cookies = adminCookies.map(({ name }) => ({ name, value: 'forged' }));
    await expect(askToLeave(`${server.url}/admin`)).resolves.toMatchObject({ ok: false });
    expect(kiosk.destroyed).toBe(false);
  });

  it('lets a signed-in admin out: the kiosk closes and an admin window opens on /admin', async () => {
    fakes.state.serverUrl = server.url;
    const kiosk = await launchedWindow();
    fakes.state.cookies = adminCookies;
    await expect(askToLeave(`${server.url}/admin/dashboard`)).resolves.toEqual({ ok: true });
    expect(kiosk.destroyed).toBe(true);
    expect(fakes.powerSaveBlocker.stop).toHaveBeenCalled();
    const admin = lastWindow();
    expect(admin).not.toBe(kiosk);
    expect(admin.options.kiosk).toBe(false);
    expect(admin.loaded).toEqual([`${server.url}/admin`]);

    fakes.app.emit('second-instance');
    expect(admin.focused).toBe(true);
  });
});
