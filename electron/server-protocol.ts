import { z } from 'zod';

/** What the main process hands the server process: where the data and the renderer build are, where to listen. */
const serverLaunchConfigSchema = z.object({
  dataDir: z.string().min(1),
  rendererDir: z.string().min(1),
  /** The demo catalogue loaded into an empty database on first start. */
  demoDir: z.string().min(1),
  host: z.string().min(1),
  port: z.number().int().min(0).max(65535),
  allowedHosts: z.array(z.string()).optional(),
  /** Age limit of missed lookups in days; the server's default when absent. */
  missedLookupDays: z.number().int().positive().optional(),
  /** Where a follower picks up newer library bundles by itself (a USB stick's mount point). */
  libraryWatchFolder: z.string().min(1).optional(),
  backupEveryMinutes: z.number().int().nonnegative().optional(),
  /** Load the demo catalogue into an empty library; off for one that will follow a hub or be imported. */
  demo: z.boolean().optional(),
  /** The installed app's executable, which runs the admin commands; absent when run from a checkout. */
  desktopExecutable: z.string().min(1).optional(),
});

export type ServerLaunchConfig = z.infer<typeof serverLaunchConfigSchema>;

/** Main process to server process. */
export const toServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), config: serverLaunchConfigSchema }),
  z.object({ type: z.literal('stop') }),
]);

export type ToServerMessage = z.infer<typeof toServerMessageSchema>;

/** Server process to main process. */
export const fromServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), url: z.url() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);

export type FromServerMessage = z.infer<typeof fromServerMessageSchema>;

/** The parts of Electron's UtilityProcess the shell uses, so tests can stand in for it. */
export interface ServerChild {
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number) => void): void;
  postMessage(message: ToServerMessage): void;
  kill(): void;
}
