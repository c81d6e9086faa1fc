import { fork } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { scriptLocation } from './script-location';

/** A child process that runs one script and answers with messages. */
export interface ChildScript {
  onMessage(listener: (message: unknown) => void): void;
  /** `crashed`: it ended abnormally (killed by a signal such as V8's abort on running out of heap). */
  onExit(listener: (exit: { code: number | null; crashed: boolean }) => void): void;
  kill(): void;
}

/** Starts a built script file in a process of its own with a JavaScript heap of `heapMb`. */
export type ProcessStarter = (file: string, args: readonly string[], heapMb: number) => ChildScript;

/** Node's exit code of an uncaught error; a signal or any other code but 0 is a crash (V8's abort when out of heap). */
const ERROR_EXIT_CODE = 1;

function forkWithNode(file: string, args: readonly string[], execArgv: readonly string[]): ChildScript {
  const child = fork(file, [...args], {
    execArgv: [...execArgv],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  return {
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) =>
      void child.once('exit', (code, signal) =>
        listener({ code, crashed: signal !== null || (code !== 0 && code !== ERROR_EXIT_CODE) }),
      ),
    kill: () => void child.kill('SIGKILL'),
  };
}

/** Node's own fork, for `npm start` and the tests; the desktop app replaces it (electron/server-process.ts). */
let starter: ProcessStarter = (file, args, heapMb) =>
  forkWithNode(file, args, [`--max-old-space-size=${heapMb}`]);

/**
 * The desktop app's server is an Electron utility process, which cannot fork a Node process (the
 * app's binary does not run as Node: its runAsNode fuse is off), so it asks the main process to.
 */
export function startProcessesWith(custom: ProcessStarter): void {
  starter = custom;
}

/**
 * Starts a script given relative to server/ (`services/documents/document-reader`) in a child
 * process: what it allocates, and a crash or running out of memory, stay out of the server's
 * process. Run from source (tests without a build, `npm run dev`), Node loads it through tsx.
 */
export function launchProcess(script: string, args: readonly string[], heapMb: number): ChildScript {
  const location = scriptLocation(script);
  if (location.built) return starter(location.file, args, heapMb);
  const tsx = pathToFileURL(path.join(location.tsxDir, 'dist/loader.mjs')).href;
  return forkWithNode(location.file, args, [`--max-old-space-size=${heapMb}`, '--import', tsx]);
}
