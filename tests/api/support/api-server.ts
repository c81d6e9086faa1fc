import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScryptCost, ServerConfig } from '../../../server/config/server-config';
import { DEFAULT_SEARCH_CONFIG } from '../../../server/config/config-defaults';
import { startWorkersFromBuild } from '../../../server/workers/script-location';
import { startServer, type RunningServer } from '../../../server/start';
import { builtServerDir, serverBuildIsCurrent } from '../../support/built-bundles';

export interface TestServer {
  url: string;
  dataDir: string;
  running: RunningServer;
  /** A cookie-keeping client on this server. */
  client(): ApiClient;
  /** Stops the server; the data directory stays so a test can start again on it. */
  stop(): Promise<void>;
  /** Stops the server and removes its data directory. */
  dispose(): Promise<void>;
}

// The CSV and library jobs start a worker thread each: from the build when it is current, in a
// tenth of the time tsx takes to load them from source.
if (serverBuildIsCurrent()) startWorkersFromBuild(builtServerDir);

export const TEST_ADMIN = { username: 'admin', password: 'secret-password' } as const;

/**
 * Hundreds of tests register and sign in: at scrypt's N=2^14 each hash costs an eighth of the
 * product's OWASP default (tests/api/password-hashing.test.ts checks that default on its own).
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

/**
 * The real server (startServer) on port 0 and a temporary data directory, demo catalogue off unless
 * asked for. Pass `dataDir` to start again on the data of a stopped server.
 */
export async function startApiServer(
  options: { demo?: boolean; dataDir?: string; config?: Partial<ServerConfig> } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'library-api-'));
  const running = await startServer({
    // Every test client shares 127.0.0.1: the word-search limit per address is tested on its own.
    search: { ...DEFAULT_SEARCH_CONFIG, rateLimit: { limit: 100_000, windowMs: 10_000 } },
    passwordCost: TEST_PASSWORD_COST,
    ...options.config,
    dataDir,
    host: options.config?.host ?? '127.0.0.1',
    port: 0,
    demo: options.demo ?? false,
  });
  return {
    url: running.url,
    dataDir,
    running,
    client: () => new ApiClient(running.url),
    stop: () => running.close(),
    dispose: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RequestOptions {
  /** Sent as JSON with the matching Content-Type. */
  json?: unknown;
  /** Sent as is (a string, FormData, ...). */
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A fetch client that keeps the cookies the server sets, like a browser does for our origin. */
/** fetch's failure when the other side reset the connection (`fetch failed`, caused by ECONNRESET). */
function isConnectionReset(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && 'code' in cause && cause.code === 'ECONNRESET';
}

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Copies this client's cookies into another client (a second browser with the same cookie). */
  copyCookiesTo(other: ApiClient): ApiClient {
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async request(method: string, pathname: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const send = () =>
      fetch(new URL(pathname, this.baseUrl), {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: options.signal,
      });
    // A kept-alive connection the server let go just as a GET went out on it is reset; browsers send
    // such a GET again on a new connection, and so does this client (only a GET: it changes nothing).
    const response = await send().catch((error: unknown) => {
      if (method === 'GET' && isConnectionReset(error)) return send();
      throw error;
    });
    this.keepCookies(response);
    return response;
  }

  get(pathname: string, options?: RequestOptions): Promise<Response> {
    return this.request('GET', pathname, options);
  }

  post(pathname: string, json?: unknown, options: RequestOptions = {}): Promise<Response> {
    return this.request('POST', pathname, json === undefined ? options : { ...options, json });
  }

  put(pathname: string, json?: unknown, options: RequestOptions = {}): Promise<Response> {
    return this.request('PUT', pathname, json === undefined ? options : { ...options, json });
  }

  patch(pathname: string, json?: unknown, options: RequestOptions = {}): Promise<Response> {
    return this.request('PATCH', pathname, json === undefined ? options : { ...options, json });
  }

  delete(pathname: string, options?: RequestOptions): Promise<Response> {
    return this.request('DELETE', pathname, options);
  }

  /** GET that must answer 200, parsed as JSON. */
  async getJson<T>(pathname: string): Promise<T> {
    const response = await this.get(pathname);
    if (response.status !== 200)
      throw new Error(`GET ${pathname} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Creates the first admin through POST /api/register, which also signs this client in. */
  async registerAdmin(credentials: { username: string; password: string } = TEST_ADMIN): Promise<this> {
    const response = await this.post('/api/register', credentials);
    if (response.status !== 201)
      throw new Error(`register answered ${response.status}: ${await response.text()}`);
    return this;
  }

  async login(credentials: { username: string; password: string } = TEST_ADMIN): Promise<this> {
    const response = await this.post('/api/login', credentials);
    if (response.status !== 200)
      throw new Error(`login answered ${response.status}: ${await response.text()}`);
    return this;
  }

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw] = attribute.trim().split('=');
        if (key?.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key?.toLowerCase() === 'expires' && raw) return new Date(raw).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
