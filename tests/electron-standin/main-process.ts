import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { StandInCommand, StandInEvent } from './protocol';

const standInDir = import.meta.dirname;
const repoRoot = path.resolve(standInDir, '../..');

/** Where the app's files are: the repository after `npm run build`, or an unpacked package. */
export interface AppLayout {
  /** The folder holding package.json and dist-electron/ (app.getAppPath()). */
  appPath: string;
  /** process.resourcesPath; only a packaged app has one. */
  resourcesPath?: string;
}

type CommandBody = StandInCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'requestId'>
    : never
  : never;

/**
 * The built dist-electron/main.js running in Node against the stand-in `electron` module, seen
 * from the outside: the events it reports and the commands a user or window manager would give.
 */
export class MainProcess {
  readonly events: StandInEvent[] = [];
  readonly exited: Promise<number | null>;
  stdout = '';
  stderr = '';
  private readonly child: ChildProcess;
  private nextRequest = 1;
  private readonly waiters = new Set<() => void>();

  constructor(layout: AppLayout, userData: string, args: string[] = [], env: Record<string, string> = {}) {
    this.child = fork(path.join(layout.appPath, 'dist-electron/main.js'), args, {
      cwd: repoRoot,
      execArgv: ['--import', 'tsx', '--import', path.join(standInDir, 'register.mjs')],
      env: {
        ...process.env,
        ...env,
        STANDIN_USER_DATA: userData,
        STANDIN_APP_PATH: layout.appPath,
        STANDIN_PACKAGED: layout.resourcesPath ? '1' : '0',
        STANDIN_RESOURCES: layout.resourcesPath ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.child.on('message', (event: StandInEvent) => {
      this.events.push(event);
      for (const wake of this.waiters) wake();
    });
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  /** The first reported event (from `after` on) that matches, waiting for it if need be. */
  waitFor<T extends StandInEvent>(
    match: (event: StandInEvent) => event is T,
    what: string,
    after = 0,
    timeoutMs = 60_000,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events.slice(after).find(match);
        if (!found) return false;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`Main process: no ${what} within ${timeoutMs} ms. stderr:\n${this.stderr}`));
      }, timeoutMs);
      if (!check()) this.waiters.add(check);
    });
  }

  async command(body: CommandBody): Promise<unknown> {
    const requestId = this.nextRequest++;
    const answered = this.waitFor(
      (event): event is Extract<StandInEvent, { type: 'answer' }> =>
        event.type === 'answer' && event.requestId === requestId,
      `answer to ${body.type}`,
    );
    this.child.send({ ...body, requestId });
    return (await answered).value;
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

export const isLoad = (event: StandInEvent): event is Extract<StandInEvent, { type: 'load' }> =>
  event.type === 'load';
export const isFork = (event: StandInEvent): event is Extract<StandInEvent, { type: 'fork' }> =>
  event.type === 'fork';
export const isWindow = (event: StandInEvent): event is Extract<StandInEvent, { type: 'window' }> =>
  event.type === 'window';
export const isFocus = (event: StandInEvent): event is Extract<StandInEvent, { type: 'focus' }> =>
  event.type === 'focus';
export const isDestroyed = (event: StandInEvent): event is Extract<StandInEvent, { type: 'destroyed' }> =>
  event.type === 'destroyed';
