import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FromServerMessage, ServerLaunchConfig, ToServerMessage } from '../../electron/server-protocol';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(repoRoot, 'dist-electron/server-process.js');

/**
 * Runs the built utility-process bundle as Electron would, with Node standing in for Electron:
 * `process.parentPort` is bridged to stdin/stdout as JSON lines. This proves the bundle finds its
 * migrations, the demo catalogue and its external node_modules once it is no longer under server/.
 */
const parentPortShim = `
import { EventEmitter } from 'node:events';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
const port = new EventEmitter();
port.postMessage = (message) => process.stdout.write(JSON.stringify(message) + '\\n');
process.parentPort = port;
await import(pathToFileURL(process.argv[1]).href);
createInterface({ input: process.stdin }).on('line', (line) => port.emit('message', { data: JSON.parse(line) }));
`;

let dataDir: string;
let child: ChildProcessWithoutNullStreams;
const received: FromServerMessage[] = [];
let stderr = '';

function send(message: ToServerMessage): void {
  child.stdin.write(`${JSON.stringify(message)}\n`);
}

describe('the bundled server process', () => {
  beforeAll(() => {
    if (!existsSync(bundle)) throw new Error('Build the Electron bundles first: npm run build');
    dataDir = mkdtempSync(path.join(tmpdir(), 'kiosk-bundle-'));
    child = spawn(process.execPath, ['--input-type=module', '-e', parentPortShim, bundle], { cwd: tmpdir() });
    createInterface({ input: child.stdout }).on('line', (line) =>
      received.push(JSON.parse(line) as FromServerMessage),
    );
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  });

  afterAll(() => {
    if (child.exitCode === null) child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts from dist-electron/, serves the demo catalogue and the renderer, and closes cleanly', async () => {
    const config: ServerLaunchConfig = {
      dataDir: path.join(dataDir, 'library'),
      rendererDir: path.join(repoRoot, 'dist/renderer'),
      demoDir: path.join(repoRoot, 'resources/demo'),
      host: '127.0.0.1',
      port: 0,
    };
    send({ type: 'start', config });
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const ready = received[0];
    if (ready?.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}\n${stderr}`);

    const article = await fetch(`${ready.url}/api/article/AVN-R110`);
    expect(article.status).toBe(200);
    const home = await fetch(`${ready.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await home.text()).toContain('<div id="root">');

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    send({ type: 'stop' });
    expect(await exited).toBe(0);
    const wal = path.join(dataDir, 'library', 'library.db-wal');
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  });
});
