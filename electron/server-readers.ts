import type { ChildScript, ProcessStarter } from '../server/workers/launch-process';
import { crashedExit, readerNoticeSchema, type ReaderRequest } from './reader-protocol';

interface MainPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
  postMessage(message: ReaderRequest): void;
}

interface ReaderListener {
  message: (message: unknown) => void;
  exit: (code: number) => void;
}

/**
 * How the server process starts a reader process: through the main process (reader-relay.ts),
 * which passes the reader's messages and exit back here.
 */
export function readersThroughMain(port: MainPort): ProcessStarter {
  let nextId = 1;
  const listeners = new Map<number, ReaderListener>();
  port.on('message', (event) => {
    const parsed = readerNoticeSchema.safeParse(event.data);
    if (!parsed.success) return;
    const notice = parsed.data;
    const listener = listeners.get(notice.id);
    if (notice.type === 'reader-message') listener?.message(notice.message);
    else {
      listeners.delete(notice.id);
      listener?.exit(notice.code);
    }
  });
  return (file, args, heapMb): ChildScript => {
    const id = nextId;
    nextId += 1;
    const listener: ReaderListener = { message: () => undefined, exit: () => undefined };
    listeners.set(id, listener);
    port.postMessage({ type: 'reader-start', id, file, args: [...args], heapMb });
    return {
      onMessage: (callback) => {
        listener.message = callback;
      },
      onExit: (callback) => {
        listener.exit = (code) => callback({ code, crashed: crashedExit(code) });
      },
      kill: () => port.postMessage({ type: 'reader-kill', id }),
    };
  };
}
