import { existsSync, mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

// Debian's headless shell is the same Chromium engine without the desktop browser around it, and
// takes half the CPU of the full browser over the end-to-end tests. The full browser works too.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

/** Where end-to-end tests save their screenshots (kept as CI artifacts). */
export const artifactsDir = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Debian's Chromium, headless, with the flags this closed network needs (see ARCHITECTURE.md).
 * Playwright gives every launch a fresh temporary profile of its own.
 */
async function launchBrowser(): Promise<Browser> {
  const { port } = await closedDoor();
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...loopbackOnly(port),
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for all the files a test worker runs (the end-to-end files share the worker's
 * modules), launched by the first: a launch costs a second or more of CPU on a busy machine.
 * Playwright ends it when the worker exits. Files close the contexts they open, never this browser.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared.then((browser) => {
    if (browser.isConnected()) return browser;
    shared = launchBrowser();
    return shared;
  });
}

const LOOPBACK = ['localhost', '*.localhost', '127.0.0.0/8', '[::1]'];

/**
 * Hostile test content makes the browser try internal and external addresses. Every request not
 * for this machine goes to a proxy that is a closed door, so it fails without leaving the machine;
 * only loopback addresses go past it. Chromium would also send link-local addresses past a proxy
 * (169.254.169.254 is a cloud's metadata service), so its own bypass rules are replaced (`<-loopback>`).
 * No name but localhost resolves, so nothing asks a DNS server either; the machine's own addresses
 * are left alone, which only a context that asks for one (contextReaching) can reach.
 *
 * A proxy rather than Playwright's request routing, because routing turns off the HTTP cache:
 * every page would fetch and compile its scripts again, which cost a sixth more CPU over the suite.
 */
function loopbackOnly(proxyPort: number): string[] {
  const ownAddresses = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .map((entry) => (entry.family === 'IPv6' ? `[${entry.address}]` : entry.address));
  return [
    `--proxy-server=http://127.0.0.1:${proxyPort}`,
    `--proxy-bypass-list=${['<-loopback>', ...LOOPBACK].join(';')}`,
    `--host-resolver-rules=${['MAP * ~NOTFOUND', ...['localhost', '*.localhost', ...ownAddresses].map((host) => `EXCLUDE ${host}`)].join(', ')}`,
  ];
}

/** Options for a context that may also reach one of this machine's own addresses (its LAN address). */
export async function contextReaching(address: string): Promise<BrowserContextOptions> {
  const { port } = await closedDoor();
  return {
    proxy: { server: `http://127.0.0.1:${port}`, bypass: ['<-loopback>', ...LOOPBACK, address].join(',') },
  };
}

interface ClosedDoor {
  port: number;
  /** The first line of each request that reached the door: `GET http://…` or `CONNECT host:443`. */
  knocks: string[];
}

let door: Promise<ClosedDoor> | undefined;

/** This worker's closed door: a local socket that notes each request's first line and hangs up. */
export function closedDoor(): Promise<ClosedDoor> {
  door ??= new Promise((resolve) => {
    const knocks: string[] = [];
    const server = createServer((socket) => {
      socket.once('data', (chunk) => {
        knocks.push(chunk.toString('latin1').split('\r\n', 1)[0] ?? '');
        socket.destroy();
      });
      socket.on('error', () => socket.destroy());
    });
    server.unref();
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, knocks }));
  });
  return door;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Screenshots of the page as it is at a laptop's size and at a phone's width; leaves the laptop's size. */
export async function screenshotWideAndNarrow(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['1366', { width: 1366, height: 768 }],
    ['360', { width: 360, height: 740 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}
