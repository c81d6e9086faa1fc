import { DEFAULT_MISSED_LOOKUP_LIMITS } from './config-defaults';
import type { ServerConfig } from './server-config';

/** What startServer is given: the data folder and whatever was chosen; it fills in the rest. */
export type StartOptions = Partial<ServerConfig> & { dataDir: string };

/**
 * The server's settings in the units people choose them in (common/settings/setting-definitions.ts),
 * from `npm start`'s flags and environment or from the desktop app's settings; absent ones keep the
 * server's defaults. The folders of the renderer build and the demo, and its executable, come from the desktop app.
 */
export interface ServerSettings {
  dataDir: string;
  host?: string;
  port?: number;
  allowedHosts?: string[];
  demo?: boolean;
  uploadLimitMb?: number;
  documentLimitMb?: number;
  syncDir?: string;
  missedLookupDays?: number;
  libraryWatchFolder?: string;
  fleetReportFolder?: string;
  backupEveryMinutes?: number;
  rendererDir?: string;
  demoDir?: string;
  desktopExecutable?: string;
}

/** The one translation of settings into the server's configuration, for the command line and the desktop app. */
export function startOptionsFromSettings(settings: ServerSettings): StartOptions {
  const { uploadLimitMb, documentLimitMb, missedLookupDays, backupEveryMinutes, ...asGiven } = settings;
  const options: StartOptions = asGiven;
  if (uploadLimitMb !== undefined) options.uploadLimitBytes = Math.round(uploadLimitMb * 1024 * 1024);
  if (documentLimitMb !== undefined) options.documentLimitBytes = Math.round(documentLimitMb * 1024 * 1024);
  if (missedLookupDays !== undefined)
    options.missedLookups = { ...DEFAULT_MISSED_LOOKUP_LIMITS, maxAgeDays: missedLookupDays };
  if (backupEveryMinutes !== undefined) options.backupIntervalMs = backupEveryMinutes * 60_000;
  return options;
}
