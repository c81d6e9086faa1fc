import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import type { CookiePair } from '../../electron/session-check';
import type { StandInCommand, StandInEvent } from './protocol';

/**
 * A stand-in for the `electron` module, for running the built dist-electron/main.js in Node where
 * the Electron binary cannot be downloaded. It does what the main process relies on for real (forks
 * the server, single-instance lock, quitting) and reports windows to the test over the IPC channel;
 * the test loads the reported URLs in real Chromium and plays the user and the window manager.
 */

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`electron stand-in: ${name} is not set`);
  return value;
};

function report(event: StandInEvent): void {
  process.send?.(event);
}

interface StandInEventObject {
  defaultPrevented: boolean;
  preventDefault(): void;
}

function newEvent(extra: object = {}): StandInEventObject {
  return Object.assign(
    {
      defaultPrevented: false,
      preventDefault(this: StandInEventObject) {
        this.defaultPrevented = true;
      },
    },
    extra,
  );
}

let cookies: CookiePair[] = [];

const defaultSession = {
  setPermissionRequestHandler: () => undefined,
  setPermissionCheckHandler: () => undefined,
  cookies: { get: () => Promise.resolve(cookies) },
};

export const session = { defaultSession };

const windows: BrowserWindow[] = [];
let nextWindowId = 1;
let quitting = false;

class WebContents extends EventEmitter {
  session = defaultSession;
  url = '';
  setWindowOpenHandler(): void {}
  getURL(): string {
    return this.url;
  }
}

export class BrowserWindow extends EventEmitter {
  readonly id = nextWindowId++;
  readonly webContents = new WebContents();
  private destroyed = false;

  constructor(options: { kiosk?: boolean; title?: string } = {}) {
    super();
    windows.push(this);
    report({ type: 'window', id: this.id, kiosk: options.kiosk === true, title: options.title ?? '' });
  }

  static getAllWindows(): BrowserWindow[] {
    return [...windows];
  }

  loadURL(url: string): Promise<void> {
    this.webContents.url = url;
    report({ type: 'load', id: this.id, url });
    setImmediate(() => this.emit('ready-to-show'));
    return Promise.resolve();
  }

  show(): void {}
  focus(): void {
    report({ type: 'focus', id: this.id });
  }
  isMinimized(): boolean {
    return false;
  }
  restore(): void {}
  setKiosk(): void {}
  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** What the window manager's close (Alt+F4, the close button) does: asks, then closes. */
  close(): boolean {
    const event = newEvent();
    this.emit('close', event);
    if (event.defaultPrevented) return false;
    this.destroy();
    return true;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    windows.splice(windows.indexOf(this), 1);
    report({ type: 'destroyed', id: this.id });
    this.emit('closed');
    if (windows.length === 0 && !quitting) {
      if (app.listenerCount('window-all-closed') > 0) app.emit('window-all-closed');
      else app.quit();
    }
  }
}

const ipcHandlers = new Map<string, (event: unknown) => unknown>();
export const ipcMain = {
  handle: (channel: string, handler: (event: unknown) => unknown) => void ipcHandlers.set(channel, handler),
};

export const Menu = {
  setApplicationMenu: () => undefined,
  buildFromTemplate: (template: unknown) => template,
};
export const dialog = { showMessageBox: () => Promise.resolve({ response: 0, checkboxChecked: false }) };
export const shell = { openExternal: () => Promise.resolve() };
let nextBlocker = 1;
export const powerSaveBlocker = { start: () => nextBlocker++, stop: () => undefined };

const childShim = path.join(import.meta.dirname, 'utility-child.mjs');

export const utilityProcess = {
  fork(modulePath: string, args: string[] = [], options: { stdio?: 'pipe' | 'inherit' } = {}) {
    const pipe = options.stdio === 'pipe';
    const child = fork(childShim, [modulePath, ...args], {
      execArgv: [],
      stdio: pipe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const utility = Object.assign(new EventEmitter(), {
      pid: child.pid,
      stdout: child.stdout,
      stderr: child.stderr,
      postMessage: (message: unknown) => {
        if (child.connected) child.send(message as object);
      },
      kill: () => child.kill(),
    });
    child.on('message', (message) => utility.emit('message', message));
    child.on('exit', (code, signal) => utility.emit('exit', code ?? (signal ? 1 : 0)));
    if (child.pid !== undefined) report({ type: 'fork', pid: child.pid, modulePath });
    return utility;
  },
};

const userData = env('STANDIN_USER_DATA');
const lockFile = path.join(userData, 'standin.lock');
const socketPath = path.join(userData, 'standin.sock');
let notifying: Promise<void> = Promise.resolve();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function takeLock(): boolean {
  try {
    closeSync(openSync(lockFile, 'wx'));
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && isAlive(holder)) return false;
  }
  writeFileSync(lockFile, String(process.pid));
  return true;
}

function exit(code: number): void {
  void notifying.then(() => {
    if (Number(readFileSync(lockFile, { encoding: 'utf8', flag: 'a+' })) === process.pid)
      rmSync(lockFile, { force: true });
    const finish = () => process.exit(code);
    if (process.send) process.send({ type: 'exiting', code } satisfies StandInEvent, finish);
    else finish();
  });
}

export const app = Object.assign(new EventEmitter(), {
  isPackaged: process.env.STANDIN_PACKAGED === '1',
  getPath: (name: string) => {
    if (name !== 'userData') throw new Error(`electron stand-in: no path ${name}`);
    return userData;
  },
  getAppPath: () => env('STANDIN_APP_PATH'),
  whenReady: () => new Promise<void>((resolve) => setImmediate(resolve)),

  requestSingleInstanceLock(): boolean {
    if (takeLock()) {
      rmSync(socketPath, { force: true });
      createServer((socket) => socket.on('data', () => app.emit('second-instance', newEvent(), []))).listen(
        socketPath,
      );
      return true;
    }
    // Like Electron: the second instance hands over to the first and goes.
    notifying = new Promise((resolve) => {
      const socket = createConnection(socketPath, () => socket.end('second-instance', () => resolve()));
      socket.on('error', () => resolve());
    });
    return false;
  },

  /** Like Electron's: ends the app at once with the code, without before-quit or closing windows. */
  exit(code = 0): void {
    quitting = true;
    exit(code);
  },

  quit(): void {
    const beforeQuit = newEvent();
    app.emit('before-quit', beforeQuit);
    if (beforeQuit.defaultPrevented) return;
    quitting = true;
    for (const window of [...windows]) {
      if (!window.close()) {
        quitting = false;
        return;
      }
    }
    app.emit('will-quit', newEvent());
    app.emit('quit', newEvent(), 0);
    exit(0);
  },
});

function windowById(id: number): BrowserWindow {
  const window = windows.find((candidate) => candidate.id === id);
  if (!window) throw new Error(`electron stand-in: no window ${id}`);
  return window;
}

/** The answer to a command; an `invoke` answers with what its handler returns, maybe a promise. */
function perform(command: StandInCommand): unknown {
  switch (command.type) {
    case 'close':
      return { closed: windowById(command.id).close() };
    case 'minimize':
      windowById(command.id).emit('minimize');
      return {};
    case 'key': {
      const event = newEvent();
      const { key, control = false, alt = false, meta = false, shift = false } = command.input;
      windowById(command.id).webContents.emit('before-input-event', event, {
        type: 'keyDown',
        key,
        control,
        alt,
        meta,
        shift,
      });
      return { prevented: event.defaultPrevented };
    }
    case 'invoke': {
      const window = windowById(command.id);
      const handler = ipcHandlers.get(command.channel);
      if (!handler) throw new Error(`electron stand-in: nothing handles ${command.channel}`);
      cookies = command.cookies;
      return handler({ senderFrame: { url: window.webContents.url }, sender: window.webContents });
    }
    case 'quit':
      app.quit();
      return {};
  }
}

process.on('message', (command: StandInCommand) => {
  // Settled through a promise, so a command that throws is answered like one that rejects.
  new Promise((resolve) => {
    resolve(perform(command));
  }).then(
    (value) => report({ type: 'answer', requestId: command.requestId, value }),
    (error: unknown) =>
      report({ type: 'answer', requestId: command.requestId, value: { error: String(error) } }),
  );
});
