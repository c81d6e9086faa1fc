import { readerRequestSchema, type ReaderNotice } from './reader-protocol';

/** The parts of Electron's UtilityProcess a reader needs, so tests can stand in for it. */
export interface ReaderChild {
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number) => void): void;
  kill(): void;
}

export type ForkReader = (file: string, args: readonly string[], execArgv: readonly string[]) => ReaderChild;

interface ServerEnd {
  onMessage(listener: (message: unknown) => void): void;
  postMessage(message: ReaderNotice): void;
}

/**
 * Starts the reader processes the server process asks for, passes their messages and exits back,
 * and kills them on request. `stopAll` kills those still running (the server stopped).
 */
export function relayReaders(server: ServerEnd, fork: ForkReader): { stopAll(): void } {
  const running = new Map<number, ReaderChild>();
  server.onMessage((raw) => {
    const parsed = readerRequestSchema.safeParse(raw);
    if (!parsed.success) return;
    const request = parsed.data;
    if (request.type === 'reader-kill') {
      running.get(request.id)?.kill();
      return;
    }
    const { id } = request;
    const child = fork(request.file, request.args, [`--max-old-space-size=${request.heapMb}`]);
    running.set(id, child);
    child.onMessage((message) => server.postMessage({ type: 'reader-message', id, message }));
    child.onExit((code) => {
      running.delete(id);
      server.postMessage({ type: 'reader-exit', id, code });
    });
  });
  return {
    stopAll: () => {
      for (const child of running.values()) child.kill();
      running.clear();
    },
  };
}
