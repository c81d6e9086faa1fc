import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, session, utilityProcess } from 'electron';
import {
  EXIT_KIOSK_CHANNEL,
  type ExitKioskResult,
  type KioskBridgeSettings,
  type ShellMode,
} from '../common/kiosk-bridge';
import { createAppWindow, startPathFor } from './app-window';
import { errorPageUrl } from './error-page';
import { lanUrls } from './lan';
import { menuTemplate } from './menu';
import { mayCloseWindow } from './kiosk-lock';
import { isServerOrigin } from './origin';
import { isPermissionAllowed } from './permissions';
import { serverLaunchConfig } from './server-launch';
import type { ServerChild } from './server-protocol';
import { ServerSupervisor } from './server-supervisor';
import { isAdminSignedIn } from './session-check';
import { SETTINGS_FILE_NAME, type ShellSettings } from './settings';
import { resolveSettings } from './settings-resolve';

const TITLE = 'Instruction Library';
const production = app.isPackaged;
const here = import.meta.dirname;

let window: BrowserWindow | undefined;
let serverUrl = '';
let currentMode: ShellMode = 'kiosk';
let quitting = false;

function readSettings(): { settings: ShellSettings; problems: string[] } {
  const filePath = path.join(app.getPath('userData'), SETTINGS_FILE_NAME);
  let fileText: string | undefined;
  let readError: string | undefined;
  try {
    fileText = readFileSync(filePath, 'utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code !== 'ENOENT') readError = message;
  }
  return resolveSettings({ args: process.argv.slice(1), fileText, readError, filePath });
}

function forkServer(): ServerChild {
  const child = utilityProcess.fork(path.join(here, 'server-process.js'), [], {
    serviceName: 'Instruction Library server',
  });
  return {
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.on('exit', listener),
    postMessage: (message) => child.postMessage(message),
    kill: () => void child.kill(),
  };
}

function bridgeFor(mode: ShellMode, settings: ShellSettings): KioskBridgeSettings {
  return {
    mode,
    idleMs: settings.idleSeconds * 1000,
    defaultLanguage: settings.defaultLanguage,
    lanUrls: settings.lan ? lanUrls(networkInterfaces(), settings.lanPort) : [],
  };
}

function openWindow(mode: ShellMode, settings: ShellSettings): void {
  currentMode = mode;
  const bridge = bridgeFor(mode, settings);
  const template = menuTemplate(mode, production, process.platform);
  Menu.setApplicationMenu(template ? Menu.buildFromTemplate(template) : null);
  const lanTitle = bridge.lanUrls.length > 0 ? ` — on the network at ${bridge.lanUrls.join(', ')}` : '';
  const opened = createAppWindow({
    bridge,
    preloadPath: path.join(here, 'preload.cjs'),
    production,
    title: `${TITLE}${lanTitle}`,
    serverUrl: () => serverUrl,
    mayClose: () => mayCloseWindow({ mode, quitting }),
  });
  window = opened;
  // Leaving kiosk mode opens the admin window before the kiosk window closes.
  opened.on('closed', () => {
    if (window === opened) window = undefined;
  });
}

function showStartFailure(error: unknown): void {
  const detail = error instanceof Error ? error.message : String(error);
  const failed = new BrowserWindow({
    title: TITLE,
    width: 900,
    height: 600,
    webPreferences: { sandbox: true, contextIsolation: true },
  });
  void failed.loadURL(
    errorPageUrl(
      'The instruction library could not start',
      detail,
      `Data folder: ${path.join(app.getPath('userData'), 'library')}. Close the app and start it again; if the problem stays, give this message to your administrator.`,
    ),
  );
}

async function exitKiosk(settings: ShellSettings): Promise<ExitKioskResult> {
  if (!window) return { ok: false, message: 'No kiosk window is open.' };
  const cookies = await window.webContents.session.cookies.get({ url: serverUrl });
  if (!(await isAdminSignedIn(serverUrl, cookies, fetch))) {
    return { ok: false, message: 'Sign in as an administrator to leave kiosk mode.' };
  }
  const kioskWindow = window;
  openWindow('admin', settings);
  kioskWindow.destroy();
  return { ok: true };
}

async function start(): Promise<void> {
  const { settings, problems } = readSettings();

  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionAllowed(permission, details.requestingUrl, serverUrl)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, serverUrl),
  );

  ipcMain.handle(EXIT_KIOSK_CHANNEL, (event) => {
    // Only our own pages may ask, and the server decides whether the asker is signed in.
    if (!isServerOrigin(event.senderFrame?.url ?? '', serverUrl)) {
      return { ok: false, message: 'Refused.' } satisfies ExitKioskResult;
    }
    return exitKiosk(settings);
  });

  const supervisor = new ServerSupervisor({
    fork: forkServer,
    config: serverLaunchConfig(settings, {
      userData: app.getPath('userData'),
      resources: process.resourcesPath,
      app: app.getAppPath(),
      packaged: app.isPackaged,
    }),
    readyTimeoutMs: 60_000,
    stopTimeoutMs: 10_000,
    maxRestarts: 3,
    crashWindowMs: 60_000,
    now: Date.now,
    onRestarted: (url) => {
      serverUrl = url;
      if (window) void window.loadURL(new URL(startPathFor(currentMode), url).href);
    },
    onGaveUp: (error) => {
      // The error window opens first, so the app never has zero windows and quits on its own.
      const dead = window;
      showStartFailure(error);
      dead?.destroy();
    },
  });

  app.on('before-quit', (event) => {
    if (quitting) return;
    event.preventDefault();
    quitting = true;
    void supervisor.stop().finally(() => app.quit());
  });

  try {
    serverUrl = await supervisor.start();
  } catch (error) {
    showStartFailure(error);
    return;
  }
  openWindow(settings.mode, settings);
  if (problems.length > 0 && window) {
    void dialog.showMessageBox(window, {
      type: 'warning',
      title: TITLE,
      message: 'Some settings were ignored',
      detail: problems.join('\n\n'),
    });
  }
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('window-all-closed', () => app.quit());
  void app.whenReady().then(start);
}
