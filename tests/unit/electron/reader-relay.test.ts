import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { relayReaders, type ReaderChild } from '../../../electron/reader-relay';
import { readersThroughMain } from '../../../electron/server-readers';

/** A reader process as the main process sees it: its messages and exit are the test's to send. */
class FakeReader implements ReaderChild {
  private readonly events = new EventEmitter();
  readonly kill = vi.fn();
  onMessage(listener: (message: unknown) => void) {
    this.events.on('message', listener);
  }
  onExit(listener: (code: number) => void) {
    this.events.on('exit', listener);
  }
  answer(message: unknown) {
    this.events.emit('message', message);
  }
  exit(code: number) {
    this.events.emit('exit', code);
  }
}

/** The server process's parent port wired to the main process's relay, as Electron does. */
function wire() {
  const toServer = new EventEmitter();
  const toMain = new EventEmitter();
  const forks: { file: string; args: readonly string[]; execArgv: readonly string[]; child: FakeReader }[] =
    [];
  const relay = relayReaders(
    {
      onMessage: (listener) => void toMain.on('message', listener),
      postMessage: (notice) => void toServer.emit('message', { data: notice }),
    },
    (file, args, execArgv) => {
      const child = new FakeReader();
      forks.push({ file, args, execArgv, child });
      return child;
    },
  );
  const start = readersThroughMain({
    on: (_event, listener) => void toServer.on('message', listener),
    postMessage: (request) => void toMain.emit('message', request),
  });
  return { start, forks, relay };
}

describe('PDF reader processes in the desktop app', () => {
  it('are started by the main process with the heap budget, and their answer reaches the server', () => {
    const { start, forks } = wire();
    const reader = start('/app.asar/dist-electron/document-reader.js', ['/data/upload.pdf'], 192);
    const answers: unknown[] = [];
    reader.onMessage((message) => answers.push(message));
    expect(forks).toHaveLength(1);
    expect(forks[0]).toMatchObject({
      file: '/app.asar/dist-electron/document-reader.js',
      args: ['/data/upload.pdf'],
      execArgv: ['--max-old-space-size=192'],
    });
    forks[0]?.child.answer({ ok: true, pages: ['page one'] });
    expect(answers).toEqual([{ ok: true, pages: ['page one'] }]);
  });

  it('tell a crash (such as running out of heap) from an error exit, and pass each to its own reader', () => {
    const { start, forks } = wire();
    const exits: unknown[] = [];
    start('reader.js', ['a.pdf'], 64).onExit((exit) => exits.push(['a', exit]));
    start('reader.js', ['b.pdf'], 64).onExit((exit) => exits.push(['b', exit]));
    forks[1]?.child.exit(134);
    forks[0]?.child.exit(1);
    expect(exits).toEqual([
      ['b', { code: 134, crashed: true }],
      ['a', { code: 1, crashed: false }],
    ]);
  });

  it('are killed when the server asks (its time limit) and when the server stops', () => {
    const { start, forks, relay } = wire();
    start('reader.js', ['a.pdf'], 64).kill();
    start('reader.js', ['b.pdf'], 64);
    expect(forks[0]?.child.kill).toHaveBeenCalledTimes(1);
    expect(forks[1]?.child.kill).not.toHaveBeenCalled();
    relay.stopAll();
    expect(forks[1]?.child.kill).toHaveBeenCalledTimes(1);
  });
});
