import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

const manifestFile = path.resolve(import.meta.dirname, '../../dist/renderer/.vite/manifest.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * Every file the chunks bring with them: their own, their styles, their static imports' and, when
 * `dynamic` allows the chunk, what they load later.
 */
function closure(manifest: Manifest, roots: string[], dynamic: (key: string) => boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (dynamic(imported)) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

const isAdmin = (key: string) => key.startsWith('admin/');

/**
 * The build's files that only the admin area and its sign-in page need (from the build's manifest):
 * what their lazily loaded chunks bring, less whatever the public pages may load.
 */
function adminOnlyFiles(): Set<string> {
  if (!existsSync(manifestFile)) throw new Error(`No build manifest at ${manifestFile}: run npm run build`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  const publicFiles = closure(manifest, entries, (key) => !isAdmin(key));
  const admin = closure(manifest, Object.keys(manifest).filter(isAdmin), () => true);
  for (const file of publicFiles) admin.delete(file);
  return admin;
}

/**
 * What a public page may transfer on its first load, in KiB: issue 32's goal. The kiosk home took
 * 146 when it was set (React DOM, the router, i18next, TanStack Query and Blueprint's components in
 * one 124 KiB script, English only, the public part of Blueprint's styles with two flag glyphs inlined).
 */
export const FIRST_LOAD_BUDGET_KIB = 150;

/**
 * An instruction's list and its page also load the content renderer (Markdown, the sanitiser, the
 * lightbox: 26 KiB), which the list fetches ahead of a tap. Set at 180.5 KiB for the instruction page
 * once its QR code's library (9 KiB) was left to printing; 0.5 KiB more for the script in the page's
 * head that keeps a scanner's keys pressed while the page loads (renderer/kiosk/early-keys.ts); 0.5
 * KiB more for loading the print header like data, so that a server gone away cannot break the page;
 * 1 KiB more for grown text that stays readable (heading line heights as ratios, Blueprint's fixed
 * sizes following the visitor's text size, the Accessibility panel's focus handling).
 */
export const INSTRUCTION_PAGE_BUDGET_KIB = 184;

/** The build's file of the `qrcode` library, which only a printout's or a label's QR code needs. */
export function qrLibraryFile(): string {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const key = Object.keys(manifest).find((name) => name.includes('node_modules/qrcode/'));
  if (!key) throw new Error('The build manifest lists no qrcode library');
  return `/${manifest[key]?.file ?? ''}`;
}

export interface FirstLoad {
  /** Bytes on the wire (headers and compressed bodies) of every request until the network was idle. */
  bytes: number;
  styleBytes: number;
  scriptBytes: number;
  requests: number;
  /** Paths of the files fetched, like `/assets/index-abc.css`. */
  files: string[];
  /** Files of the admin area among them. */
  adminFiles: string[];
}

/**
 * Opens a page in a fresh context (empty cache) at kiosk size and counts what it transfers; with
 * `shown`, only once that selector's element is in the page (an instruction's rendered content), so
 * what the finished page loads is counted however slowly a busy machine gets there.
 */
export async function measureFirstLoad(browser: Browser, url: string, shown?: string): Promise<FirstLoad> {
  const admin = adminOnlyFiles();
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, { url: string; type: string }>();
    const load: FirstLoad = {
      bytes: 0,
      styleBytes: 0,
      scriptBytes: 0,
      requests: 0,
      files: [],
      adminFiles: [],
    };
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      // A font or image inlined in the stylesheet is counted there; its data: address is no request.
      if (!request || request.url.startsWith('data:')) return;
      const file = new URL(request.url).pathname;
      load.bytes += event.encodedDataLength;
      load.requests += 1;
      load.files.push(file);
      if (request.type === 'Stylesheet') load.styleBytes += event.encodedDataLength;
      if (request.type === 'Script') load.scriptBytes += event.encodedDataLength;
      if (admin.has(file.replace(/^\//, ''))) load.adminFiles.push(file);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // What the rendered page asks for next (its fonts, the library version, the health check) may
    // start only after a busy machine's first quiet half second.
    await page
      .locator(shown ?? 'h1')
      .first()
      .waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    return load;
  } finally {
    await context.close();
  }
}
