import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromServerMessage, ServerLaunchConfig } from '../../../electron/server-protocol';

/** Plays the main process: the utility process's parentPort, as Electron provides it. */
class FakeParentPort extends EventEmitter {
  received: FromServerMessage[] = [];
  postMessage(message: FromServerMessage) {
    this.received.push(message);
  }
  send(data: unknown) {
    this.emit('message', { data });
  }
}

let port: FakeParentPort;
let dataDir: string;
let exit: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
  port = new FakeParentPort();
  Object.defineProperty(process, 'parentPort', { value: port, configurable: true });
  exit = vi.fn();
  vi.spyOn(process, 'exit').mockImplementation(exit as unknown as typeof process.exit);
  vi.resetModules();
  await import('../../../electron/server-process');
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(process, 'parentPort');
  rmSync(dataDir, { recursive: true, force: true });
});

function launch(overrides: Partial<ServerLaunchConfig> = {}): ServerLaunchConfig {
  return {
    dataDir: path.join(dataDir, 'library'),
    rendererDir: path.resolve(import.meta.dirname, '../../../dist/renderer'),
    demoDir: path.resolve(import.meta.dirname, '../../../resources/demo'),
    host: '127.0.0.1',
    port: 0,
    ...overrides,
  };
}

describe('the server process entry', () => {
  it('starts the server on request, answers ready with its URL, and closes the database on stop', async () => {
    port.send({ type: 'start', config: launch() });
    await vi.waitFor(() => expect(port.received).toHaveLength(1), { timeout: 30_000 });
    const ready = port.received[0];
    if (ready?.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const user = await fetch(`${ready.url}/api/user`);
    expect(user.status).toBe(401);
    expect(existsSync(path.join(dataDir, 'library', 'library.db'))).toBe(true);

    port.send({ type: 'stop' });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 10_000 });
    await expect(fetch(`${ready.url}/api/user`)).rejects.toThrow();
    // Checkpointed on close: the write-ahead log is empty or gone, library.db holds everything.
    const wal = path.join(dataDir, 'library', 'library.db-wal');
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  });

  it(
    'leaves the library empty when the demo setting is off, and loads the demo when it is on',
    { timeout: 120_000 },
    async () => {
      const demoArticle = async (demo: boolean, folder: string) => {
        port.received = [];
        port.send({ type: 'start', config: launch({ dataDir: path.join(dataDir, folder), demo }) });
        await vi.waitFor(() => expect(port.received).toHaveLength(1), { timeout: 30_000 });
        const ready = port.received[0];
        if (ready?.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
        const status = (await fetch(`${ready.url}/api/article/AVN-R110`)).status;
        port.send({ type: 'stop' });
        await vi.waitFor(() => expect(exit).toHaveBeenCalled(), { timeout: 10_000 });
        exit.mockClear();
        return status;
      };
      expect(await demoArticle(false, 'without-demo')).toBe(404);
      expect(await demoArticle(true, 'with-demo')).toBe(200);
    },
  );

  it('reports why the server could not start, and exits', async () => {
    const notAFolder = path.join(dataDir, 'occupied');
    writeFileSync(notAFolder, 'a file where the data folder should be');
    port.send({ type: 'start', config: launch({ dataDir: notAFolder }) });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 30_000 });
    expect(port.received).toEqual([{ type: 'failed', message: expect.stringContaining('occupied') }]);
  });

  it('ignores messages outside the protocol', async () => {
    port.send({ type: 'start', config: { dataDir: '' } });
    port.send('stop');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(port.received).toEqual([]);
    expect(exit).not.toHaveBeenCalled();
  });
});
