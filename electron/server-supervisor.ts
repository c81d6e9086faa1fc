import { startServerChild, stopServerChild } from './server-handshake';
import type { ServerChild, ServerLaunchConfig } from './server-protocol';

export interface SupervisorOptions {
  fork: () => ServerChild;
  config: ServerLaunchConfig;
  readyTimeoutMs: number;
  stopTimeoutMs: number;
  /** More unexpected exits than this within `crashWindowMs` and the supervisor gives up. */
  maxRestarts: number;
  crashWindowMs: number;
  now: () => number;
  /** A restarted server may listen on another port; the window reloads on this URL. */
  onRestarted: (url: string) => void;
  onGaveUp: (error: Error) => void;
}

/**
 * Keeps the server process alive: starts it, restarts it when it dies unexpectedly (a crash in a
 * native module must not leave a kiosk on a dead page), and stops it cleanly on quit.
 */
export class ServerSupervisor {
  private child: ServerChild | undefined;
  private stopping = false;
  private readonly crashes: number[] = [];

  constructor(private readonly options: SupervisorOptions) {}

  async start(): Promise<string> {
    const child = this.options.fork();
    this.child = child;
    let ready = false;
    child.onExit(() => {
      if (this.child === child) this.child = undefined;
      if (ready && !this.stopping) this.restartAfterCrash();
    });
    const url = await startServerChild(child, this.options.config, this.options.readyTimeoutMs);
    ready = true;
    return url;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (child) await stopServerChild(child, this.options.stopTimeoutMs);
  }

  private restartAfterCrash(): void {
    const now = this.options.now();
    this.crashes.push(now);
    while (this.crashes.length > 0 && (this.crashes[0] ?? now) <= now - this.options.crashWindowMs)
      this.crashes.shift();
    if (this.crashes.length > this.options.maxRestarts) {
      this.options.onGaveUp(
        new Error(`The server stopped ${this.crashes.length} times in a row and was not restarted.`),
      );
      return;
    }
    this.start().then(this.options.onRestarted, this.options.onGaveUp);
  }
}
