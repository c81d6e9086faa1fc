import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServerChild, stopServerChild } from '../../../electron/server-handshake';
import type { ServerChild, ServerLaunchConfig, ToServerMessage } from '../../../electron/server-protocol';
import { ServerSupervisor, type SupervisorOptions } from '../../../electron/server-supervisor';

const config: ServerLaunchConfig = {
  dataDir: '/data/library',
  rendererDir: '/app/renderer',
  demoDir: '/app/resources/demo',
  host: '127.0.0.1',
  port: 0,
};

/** Stands in for Electron's UtilityProcess: records what it is sent and lets the test answer. */
class FakeChild implements ServerChild {
  sent: ToServerMessage[] = [];
  killed = false;
  private messageListeners: ((message: unknown) => void)[] = [];
  private exitListeners: ((code: number) => void)[] = [];
  onMessage(listener: (message: unknown) => void) {
    this.messageListeners.push(listener);
  }
  onExit(listener: (code: number) => void) {
    this.exitListeners.push(listener);
  }
  postMessage(message: ToServerMessage) {
    this.sent.push(message);
  }
  kill() {
    this.killed = true;
    this.exit(1);
  }
  answer(message: unknown) {
    for (const listener of this.messageListeners) listener(message);
  }
  exit(code: number) {
    for (const listener of [...this.exitListeners]) listener(code);
  }
}

describe('startServerChild', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the launch config and resolves with the URL of the ready message', async () => {
    const child = new FakeChild();
    const ready = startServerChild(child, config, 60_000);
    expect(child.sent).toEqual([{ type: 'start', config }]);
    child.answer({ type: 'ready', url: 'http://127.0.0.1:4815' });
    await expect(ready).resolves.toBe('http://127.0.0.1:4815');
  });

  it('ignores messages that are not part of the protocol', async () => {
    const child = new FakeChild();
    const ready = startServerChild(child, config, 60_000);
    child.answer('hello');
    child.answer({ type: 'ready', url: 'not a url' });
    child.answer({ type: 'ready', url: 'http://127.0.0.1:4815' });
    await expect(ready).resolves.toBe('http://127.0.0.1:4815');
  });

  it('rejects with the server’s own reason when it fails to start', async () => {
    const child = new FakeChild();
    const ready = startServerChild(child, config, 60_000);
    child.answer({ type: 'failed', message: 'listen EADDRINUSE: address already in use 0.0.0.0:8080' });
    await expect(ready).rejects.toThrow('EADDRINUSE');
  });

  it('rejects when the process dies before it is ready', async () => {
    const child = new FakeChild();
    const ready = startServerChild(child, config, 60_000);
    child.exit(3);
    await expect(ready).rejects.toThrow('exit code 3');
  });

  it('kills a silent server after the time limit and says so', async () => {
    const child = new FakeChild();
    const ready = startServerChild(child, config, 30_000);
    const outcome = expect(ready).rejects.toThrow('The server did not start within 30 seconds.');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(child.killed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(child.killed).toBe(true);
  });

  it('does not time out once the server is ready', async () => {
    const child = new FakeChild();
    const ready = startServerChild(child, config, 1_000);
    child.answer({ type: 'ready', url: 'http://127.0.0.1:4815' });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(ready).resolves.toBe('http://127.0.0.1:4815');
    expect(child.killed).toBe(false);
  });
});

describe('stopServerChild', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the server to stop and waits for it to exit', async () => {
    const child = new FakeChild();
    let stopped = false;
    const stopping = stopServerChild(child, 10_000).then(() => (stopped = true));
    expect(child.sent).toEqual([{ type: 'stop' }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    child.exit(0);
    await stopping;
    expect(child.killed).toBe(false);
  });

  it('kills a server that does not exit in time', async () => {
    const child = new FakeChild();
    const stopping = stopServerChild(child, 10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    await stopping;
    expect(child.killed).toBe(true);
  });
});

describe('ServerSupervisor', () => {
  function supervisor(overrides: Partial<SupervisorOptions> = {}) {
    const children: FakeChild[] = [];
    const options: SupervisorOptions = {
      fork: () => {
        const child = new FakeChild();
        children.push(child);
        // Answer like a real server process as soon as it is told to start.
        queueMicrotask(() =>
          child.answer({ type: 'ready', url: `http://127.0.0.1:${4000 + children.length}` }),
        );
        return child;
      },
      config,
      readyTimeoutMs: 60_000,
      stopTimeoutMs: 10_000,
      maxRestarts: 2,
      crashWindowMs: 60_000,
      now: () => 0,
      onRestarted: vi.fn(),
      onGaveUp: vi.fn(),
      ...overrides,
    };
    return { children, options, supervisor: new ServerSupervisor(options) };
  }

  it('restarts a server that dies and reports its new URL', async () => {
    const { children, options, supervisor: s } = supervisor();
    await expect(s.start()).resolves.toBe('http://127.0.0.1:4001');
    children[0]?.exit(139);
    await vi.waitFor(() => expect(options.onRestarted).toHaveBeenCalledWith('http://127.0.0.1:4002'));
    expect(children).toHaveLength(2);
  });

  it('gives up after too many crashes in a row', async () => {
    const { children, options, supervisor: s } = supervisor({ maxRestarts: 2 });
    await s.start();
    for (let crash = 0; crash < 3; crash++) {
      await vi.waitFor(() => expect(children).toHaveLength(crash + 1));
      await vi.waitFor(() => expect(options.onRestarted).toHaveBeenCalledTimes(crash));
      children[crash]?.exit(1);
    }
    await vi.waitFor(() => expect(options.onGaveUp).toHaveBeenCalledOnce());
    expect(children).toHaveLength(3);
  });

  it('forgets crashes older than the crash window', async () => {
    let now = 0;
    const {
      children,
      options,
      supervisor: s,
    } = supervisor({ maxRestarts: 1, crashWindowMs: 1_000, now: () => now });
    await s.start();
    for (let crash = 0; crash < 4; crash++) {
      now += 5_000;
      children[crash]?.exit(1);
      await vi.waitFor(() => expect(options.onRestarted).toHaveBeenCalledTimes(crash + 1));
    }
    expect(options.onGaveUp).not.toHaveBeenCalled();
  });

  it('stops the server on quit and does not restart it', async () => {
    const { children, options, supervisor: s } = supervisor();
    await s.start();
    const stopping = s.stop();
    expect(children[0]?.sent.at(-1)).toEqual({ type: 'stop' });
    children[0]?.exit(0);
    await stopping;
    expect(children).toHaveLength(1);
    expect(options.onRestarted).not.toHaveBeenCalled();
  });
});
