import path from 'node:path';
import { LAN_HOST, LOOPBACK_HOST } from '../common/settings/listen-hosts';
import type { ServerLaunchConfig } from './server-protocol';
import type { ShellSettings } from './settings';

export interface AppPaths {
  userData: string;
  /** process.resourcesPath: where electron-builder's extraResources land. */
  resources: string;
  /** app.getAppPath(): the repository root when run unpackaged. */
  app: string;
  packaged: boolean;
  /** The file that starts the app: the AppImage itself (not its mount), or process.execPath. */
  executable: string;
}

/** The library the app serves: `<userData>/library`. */
export const appDataDir = (userData: string): string => path.join(userData, 'library');

/**
 * Where the embedded server keeps its data and finds the renderer build, and where it listens:
 * loopback on a free port unless LAN serving is on, then every interface on the fixed LAN port.
 */
export function serverLaunchConfig(settings: ShellSettings, paths: AppPaths): ServerLaunchConfig {
  return {
    dataDir: appDataDir(paths.userData),
    // Packaged, the renderer is shipped as plain files beside the asar (extraResources).
    rendererDir: paths.packaged
      ? path.join(paths.resources, 'renderer')
      : path.join(paths.app, 'dist', 'renderer'),
    // Inside the asar when packaged ("files" in electron-builder.yml); Electron's fs reads it there.
    demoDir: path.join(paths.app, 'resources', 'demo'),
    host: settings.lan ? LAN_HOST : LOOPBACK_HOST,
    port: settings.lan ? settings.lanPort : 0,
    allowedHosts: settings.allowedHosts,
    backupEveryMinutes: settings.backupEveryMinutes,
    demo: settings.demo,
    ...(settings.missedLookupDays === undefined ? {} : { missedLookupDays: settings.missedLookupDays }),
    ...(settings.libraryWatchFolder === undefined ? {} : { libraryWatchFolder: settings.libraryWatchFolder }),
    // Unpackaged, the app runs from a checkout, where `npm run admin` is the command that works.
    ...(paths.packaged ? { desktopExecutable: paths.executable } : {}),
  };
}
