import type { CookiePair } from '../../electron/session-check';

/** What the stand-in reports to the test that spawned the main process (over the IPC channel). */
export type StandInEvent =
  | { type: 'window'; id: number; kiosk: boolean; title: string }
  | { type: 'load'; id: number; url: string }
  | { type: 'focus'; id: number }
  | { type: 'destroyed'; id: number }
  | { type: 'fork'; pid: number; modulePath: string }
  | { type: 'answer'; requestId: number; value: unknown }
  | { type: 'exiting'; code: number };

/** What the test asks of the stand-in: what a person or the window manager would do to a window. */
export type StandInCommand = { requestId: number } & (
  | { type: 'close'; id: number }
  | { type: 'minimize'; id: number }
  | {
      type: 'key';
      id: number;
      input: { key: string; control?: boolean; alt?: boolean; meta?: boolean; shift?: boolean };
    }
  | { type: 'invoke'; id: number; channel: string; cookies: CookiePair[] }
  | { type: 'quit' }
);
