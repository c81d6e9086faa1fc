import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, session, utilityProcess } from 'electron';
import {
  EXIT_KIOSK_CHANNEL,
  SAVE_PDF_CHANNEL,
  type ExitKioskResult,
  type KioskBridgeSettings,
  type ShellMode,
} from '../common/kiosk-bridge';
import type { Language } from '../common/languages';
import { createAppWindow, startPathFor } from './app-window';
import { errorPageUrl } from './error-page';
import { lanUrls } from './lan';
import { decideLeaveKiosk } from './leave-kiosk';
import { menuTemplate } from './menu';
import { mayCloseWindow } from './kiosk-lock';
import { isPermissionAllowed } from './permissions';
import { maintenanceCommandOf, type MaintenanceCommand } from './maintenance-command';
import { appDataDir, serverLaunchConfig } from './server-launch';
import { relayReaders, type ForkReader } from './reader-relay';
import type { ServerChild } from './server-protocol';
import { ServerSupervisor } from './server-supervisor';
import { SERVER_LOG_NAME, ServerLog } from './server-log';
import { SETTINGS_FILE_NAME, type ShellSettings } from './settings';
import { resolveSettings } from './settings-resolve';
import { savePageAsPdf } from './save-pdf';

const TITLE = 'Instruction Library';
const LOG_LINES_SHOWN = 30;
const LOG_SETTLE_MS = 300;
/** The desktop log and the one before it take at most twice this. */
const LOG_MAX_BYTES = 1024 * 1024;
const production = app.isPackaged;
const here = import.meta.dirname;

let window: BrowserWindow | undefined;
let serverUrl = '';
let currentMode: ShellMode = 'kiosk';
let quitting = false;
let serverLog: ServerLog | undefined;

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
  return resolveSettings({ args: process.argv.slice(1), env: process.env, fileText, readError, filePath });
}

/** A process that reads an uploaded PDF's text for the server (reader-relay.ts). */
const forkReader: ForkReader = (file, args, execArgv) => {
  const child = utilityProcess.fork(file, [...args], {
    serviceName: 'Instruction Library PDF reader',
    execArgv: [...execArgv],
    stdio: 'ignore',
  });
  return {
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.once('exit', listener),
    kill: () => void child.kill(),
  };
};

function forkServer(log: ServerLog): ServerChild {
  log.info('Starting the server');
  const child = utilityProcess.fork(path.join(here, 'server-process.js'), [], {
    serviceName: 'Instruction Library server',
    stdio: 'pipe',
  });
  child.stdout?.on('data', (chunk: Buffer) => log.childOutput('stdout', chunk));
  child.stderr?.on('data', (chunk: Buffer) => log.childOutput('stderr', chunk));
  const readers = relayReaders(
    {
      onMessage: (listener) => void child.on('message', listener),
      postMessage: (notice) => child.postMessage(notice),
    },
    forkReader,
  );
  child.on('exit', (code) => {
    readers.stopAll();
    log.flushChildOutput();
    if (code === 0) log.info('The server stopped');
    else log.error(`The server exited with code ${code}`);
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

function showStartFailure(error: unknown, language: Language): void {
  const detail = error instanceof Error ? error.message : String(error);
  const failed = new BrowserWindow({
    title: TITLE,
    width: 900,
    height: 600,
    webPreferences: { sandbox: true, contextIsolation: true },
  });
  void failed.loadURL(
    errorPageUrl({
      language,
      detail,
      dataDir: appDataDir(app.getPath('userData')),
      logPath: serverLog?.filePath ?? '',
      logLines: serverLog?.lastLines(LOG_LINES_SHOWN) ?? [],
    }),
  );
}

async function exitKiosk(settings: ShellSettings, senderUrl: string): Promise<ExitKioskResult> {
  const decision = await decideLeaveKiosk({
    senderUrl,
    serverUrl,
    cookies: window ? await window.webContents.session.cookies.get({ url: serverUrl }) : undefined,
    fetchFn: fetch,
  });
  if (!decision.ok || !window) return decision;
  const kioskWindow = window;
  openWindow('admin', settings);
  kioskWindow.destroy();
  return decision;
}

async function start(): Promise<void> {
  const { settings, problems } = readSettings();

  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionAllowed(permission, details.requestingUrl, serverUrl)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, serverUrl),
  );

  ipcMain.handle(EXIT_KIOSK_CHANNEL, (event) => exitKiosk(settings, event.senderFrame?.url ?? ''));
  ipcMain.handle(SAVE_PDF_CHANNEL, (event, suggestedName: unknown) =>
    savePageAsPdf({
      senderUrl: event.senderFrame?.url ?? '',
      serverUrl,
      suggestedName,
      printToPdf: () => event.sender.printToPDF({ pageSize: 'A4', printBackground: false }),
      chooseFile: async (defaultName) => {
        const owner = BrowserWindow.fromWebContents(event.sender);
        const options = {
          defaultPath: path.join(app.getPath('documents'), defaultName),
          filters: [{ name: 'PDF', extensions: ['pdf'] }],
        };
        const choice = owner
          ? await dialog.showSaveDialog(owner, options)
          : await dialog.showSaveDialog(options);
        return choice.canceled ? undefined : choice.filePath;
      },
      writeFile: (filePath, data) => writeFile(filePath, data),
    }),
  );

  const log = new ServerLog(path.join(app.getPath('userData'), 'logs', SERVER_LOG_NAME), LOG_MAX_BYTES);
  for (const problem of problems) log.warn(`Setting ignored: ${problem}`);
  serverLog = log;
  const supervisor = new ServerSupervisor({
    fork: () => forkServer(log),
    config: serverLaunchConfig(settings, {
      userData: app.getPath('userData'),
      resources: process.resourcesPath,
      app: app.getAppPath(),
      packaged: app.isPackaged,
      // An AppImage runs from a mount that is gone once it quits; APPIMAGE names the file itself.
      executable: process.env.APPIMAGE ?? process.execPath,
    }),
    readyTimeoutMs: 60_000,
    stopTimeoutMs: 10_000,
    maxRestarts: 3,
    crashWindowMs: 60_000,
    now: Date.now,
    onRestarted: (url) => {
      log.warn(`The server was restarted at ${url}`);
      serverUrl = url;
      if (window) void window.loadURL(new URL(startPathFor(currentMode), url).href);
    },
    onGaveUp: (error) => {
      log.error(error.message);
      // The error window opens first, so the app never has zero windows and quits on its own.
      const dead = window;
      showStartFailure(error, settings.defaultLanguage);
      dead?.destroy();
    },
  });

  app.on('before-quit', (event) => {
    if (quitting) return;
    event.preventDefault();
    quitting = true;
    void supervisor
      .stop()
      .then(() => log.close())
      .finally(() => app.quit());
  });

  try {
    serverUrl = await supervisor.start();
  } catch (error) {
    // The server's last words travel through its stderr pipe, which may lag behind its exit.
    await new Promise((resolve) => setTimeout(resolve, LOG_SETTLE_MS));
    log.error(`The server did not start: ${error instanceof Error ? error.message : String(error)}`);
    showStartFailure(error, settings.defaultLanguage);
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

/**
 * The admin or library command, in this process and without a window or server: loaded only then,
 * so a normal start does not load the database modules into the main process.
 */
async function runMaintenance({ kind, args }: MaintenanceCommand): Promise<number> {
  const invokedAs = `${path.basename(process.execPath)} --${kind}`;
  if (kind === 'admin') {
    const { runAdminCommand } = await import('../server/cli/admin-command');
    return runAdminCommand(args, process.env, { invokedAs });
  }
  const { runLibraryCommand } = await import('../server/cli/library-command');
  return runLibraryCommand(args, process.env, { invokedAs });
}

const maintenance = maintenanceCommandOf(process.argv.slice(1), appDataDir(app.getPath('userData')));
if (maintenance) {
  // Before the single-instance lock: a command may run while the kiosk is open.
  runMaintenance(maintenance).then(
    (code) => app.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      app.exit(1);
    },
  );
} else if (!app.requestSingleInstanceLock()) {
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
