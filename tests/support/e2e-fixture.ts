import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ServerConfig } from '../../server/config/server-config';
import { startApiServer, TEST_ADMIN, type TestServer } from '../api/support/api-server';
import { requireRendererBuild } from './admin-library';
import { sharedBrowser } from './browser';
import { removeDataDir, startServerProcess, type ServerProcess } from './server-process';

interface Credentials {
  username: string;
  password: string;
}

interface CommonOptions {
  /** Options of the file's browser context; a 1280×900 window unless given. */
  context?: BrowserContextOptions;
  /**
   * Creates the first admin over HTTP from the context (true: TEST_ADMIN), which signs the context
   * in, so its pages open the admin area signed in.
   */
  admin?: Credentials | boolean;
}

export interface InProcessServerOptions extends CommonOptions {
  /** The real server in this process (startApiServer): demo catalogue off unless asked for. */
  demo?: boolean;
  config?: Partial<ServerConfig>;
  /** A prepared data directory to start on; a fresh temporary one otherwise. */
  dataDir?: () => string;
}

export interface ServerProcessOptions extends CommonOptions {
  /** The server the way `npm start` runs it, in a child process (startServerProcess). */
  process: { args?: string[]; env?: Record<string, string> };
}

/** What a file's tests use; read it inside hooks and tests, after the file's beforeAll ran. */
export interface EndToEnd<Server> {
  readonly server: Server;
  /** This worker's Chromium, shared by the files it runs: never close it. */
  readonly browser: Browser;
  /** The file's context: loopback-only, signed in when `admin` was asked for. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** The admin `admin` created, to sign in again after a test signs out. */
  readonly credentials: Credentials;
}

/**
 * This worker's Chromium for a file's tests (browser.ts: every context it opens aborts requests not
 * for this machine). Every context opened meanwhile that is still open after the file (or describe
 * block) is closed then, so the next file starts on a browser with nothing left over.
 */
export function useBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  let before = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await sharedBrowser();
    before = new Set(browser.contexts());
  });
  afterAll(async () => {
    const opened = browser?.contexts().filter((context) => !before.has(context)) ?? [];
    await Promise.all(opened.map((context) => context.close()));
  });
  return {
    get browser() {
      if (!browser) throw new Error('useBrowser: read the browser inside hooks and tests, not at import');
      return browser;
    },
  };
}

/**
 * The setup every end-to-end file shares: its own server on a fresh data directory, a browser
 * context on this worker's Chromium that aborts every request not for this machine (browser.ts),
 * a page, and optionally the first admin signed in. Started before the file's tests, stopped and
 * removed after them. Contexts a file opens itself are closed after it too.
 */
export function useEndToEnd(options?: InProcessServerOptions): EndToEnd<TestServer>;
export function useEndToEnd(options: ServerProcessOptions): EndToEnd<ServerProcess>;
export function useEndToEnd(
  options: InProcessServerOptions | ServerProcessOptions = {},
): EndToEnd<TestServer | ServerProcess> {
  const shared = useBrowser();
  let state: { server: TestServer | ServerProcess; context: BrowserContext; page: Page } | undefined;
  const credentials = typeof options.admin === 'object' ? options.admin : TEST_ADMIN;

  beforeAll(async () => {
    requireRendererBuild();
    const server = await startServerFor(options);
    const context = await shared.browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options.context,
    });
    state = { server, context, page: await context.newPage() };
    if (options.admin) {
      const registered = await context.request.post(`${server.url}/api/register`, { data: credentials });
      expect(registered.status()).toBe(201);
    }
  });

  afterAll(async () => {
    if (state) await stopServer(state.server);
  });

  const started = () => {
    if (!state) throw new Error('useEndToEnd: read the fixture inside hooks and tests, not at import');
    return state;
  };
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return shared.browser;
    },
    get context() {
      return started().context;
    },
    get page() {
      return started().page;
    },
    credentials,
  };
}

function startServerFor(
  options: InProcessServerOptions | ServerProcessOptions,
): Promise<TestServer | ServerProcess> {
  if ('process' in options) return startServerProcess(options.process);
  return startApiServer({
    demo: options.demo ?? false,
    config: options.config,
    dataDir: options.dataDir?.(),
  });
}

async function stopServer(server: TestServer | ServerProcess): Promise<void> {
  if ('dispose' in server) {
    await server.dispose();
    return;
  }
  await server.stop();
  removeDataDir(server.dataDir);
}
