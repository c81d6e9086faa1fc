/**
 * Scan-to-screen on the kiosk (issue 32): Chromium at 1080×1920 on the home page with nothing
 * focused, a keyboard-wedge scanner's burst (keys 8 ms apart by their timestamps, then Enter), and
 * the time from the Enter to the frame after the product's instruction titles are in the page.
 * The server is `npm start`'s bundle pinned to the second core, on the public benches' library
 * (BENCH_ROWS article numbers, default 1,000,000; answers of 33 instructions). Prints p50, p95 and
 * max, and how the time splits: from the Enter until the list's page is on screen (its heading), until
 * the article answer has arrived (Resource Timing), and from there until the titles are painted (the
 * page's own work). BENCH_SERVER_BUNDLE=`before=old/dist-electron/cli.js,after=dist-electron/cli.js`
 * measures two builds (each serving the renderer built beside it) on the same library in one run.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { sharedBrowser } from '../support/browser';
import { percentile } from './load';
import { fillPublicLibrary, startPinned } from './public-library';

const RECORDS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SCANS = Number(process.env.BENCH_SCANS ?? 40);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverBundles: [string, string][] = (process.env.BENCH_SERVER_BUNDLE ?? 'dist-electron/cli.js')
  .split(',')
  .map((entry) => {
    const [name, file] = entry.includes('=') ? entry.split('=') : ['', entry];
    return [name ?? '', path.resolve(repoRoot, file ?? '')];
  });

interface KeyEvent {
  type: 'keyDown' | 'keyUp';
  key: string;
  code?: string;
  text?: string;
  unmodifiedText?: string;
  windowsVirtualKeyCode: number;
}

/** One scan's keys through the browser's input pipeline, stamped 8 ms apart, delivered at once. */
async function scan(cdp: CDPSession, text: string): Promise<void> {
  const start = Date.now() / 1000;
  let index = 0;
  const send = (params: KeyEvent) =>
    cdp.send('Input.dispatchKeyEvent', { ...params, timestamp: start + (index * 8) / 1000 });
  for (const key of text) {
    const code = key.toUpperCase().charCodeAt(0);
    await send({ type: 'keyDown', key, text: key, unmodifiedText: key, windowsVirtualKeyCode: code });
    await send({ type: 'keyUp', key, windowsVirtualKeyCode: code });
    index += 1;
  }
  const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
  await send({ type: 'keyDown', text: '\r', unmodifiedText: '\r', ...enter });
  await send({ type: 'keyUp', ...enter });
}

/**
 * In the page, as source text (functions passed from here would carry the bench's transpiler
 * helpers): resolves with the milliseconds from the Enter to the frame after the number's instruction
 * titles appear.
 */
const TITLES_PAINTED = `(wanted) => new Promise((resolve) => {
  let headingAt = Number.NaN;
  const heading = () => document.querySelector('.product-heading')?.textContent?.includes(wanted) === true;
  const observer = new MutationObserver(() => {
    if (Number.isNaN(headingAt) && heading()) headingAt = performance.now();
    if (!heading() || document.querySelector('.instruction-card-title') === null) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      const ended = window.scanEndedAt ?? 0;
      const answer = performance.getEntriesByType('resource').findLast((entry) => entry.name.includes('/api/article/'));
      resolve({
        total: performance.now() - ended,
        page: headingAt - ended,
        answer: answer ? answer.responseEnd - ended : Number.NaN,
      });
    }, 0));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

/** Stamps each Enter before the page's own listeners see it. */
const STAMP_ENTER = `window.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') window.scanEndedAt = performance.now();
}, { capture: true });`;

const BLUR =
  'performance.clearResourceTimings(); document.activeElement instanceof HTMLElement && document.activeElement.blur()';

interface Timing {
  total: number;
  page: number;
  answer: number;
}

const line = (label: string, samples: number[]) => {
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(samples, 0.5).toFixed(1)} ms   p95 ${percentile(samples, 0.95).toFixed(1)} ms   max ${(samples.at(-1) ?? 0).toFixed(1)} ms`,
  );
};

/** The scans on one build's server: a kiosk page open on the home page, scanned again and again. */
async function measure(serverBundle: string, dataDir: string, numbers: string[]): Promise<Timing[]> {
  const server = await startPinned([serverBundle, '--port', '0', '--data-dir', dataDir, '--no-demo']);
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(STAMP_ENTER);
    await page.goto(`${server.url}/`);
    await page.locator('h1').first().waitFor();
    const cdp = await context.newCDPSession(page);
    const samples: Timing[] = [];
    for (let round = 0; round < SCANS + 3; round += 1) {
      const number = numbers[(round * 7919 + 13) % numbers.length] ?? '';
      await page.evaluate(BLUR);
      const painted = page.evaluate<Timing>(`(${TITLES_PAINTED})(${JSON.stringify(number.toUpperCase())})`);
      await scan(cdp, number);
      const timing = await painted;
      // The first scans warm the browser's and the server's caches; a kiosk runs all day.
      if (round >= 3) samples.push(timing);
    }
    return samples;
  } finally {
    await context.close();
    await browser.close();
    const { child } = server;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const missing = serverBundles.find(
    ([, file]) => !existsSync(file) || !existsSync(path.resolve(file, '../../dist/renderer/index.html')),
  );
  if (missing) {
    console.log(`\nscan-to-screen: not measured, the build of ${missing[1]} is missing (npm run build)`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-scan-bench-'));
  try {
    const numbers = fillPublicLibrary(path.join(dataDir, 'library.db'), RECORDS);
    for (const [name, serverBundle] of serverBundles) {
      const samples = await measure(serverBundle, dataDir, numbers);
      const [one] = loadavg();
      console.log(
        `\nscan-to-screen${name ? ` (${name}: ${path.relative(repoRoot, serverBundle)})` : ''}, Chromium 1080×1920, ${RECORDS.toLocaleString('en')} article numbers, ${SCANS} scans (load average ${one?.toFixed(1)}):`,
      );
      line(
        'Enter to instruction titles painted',
        samples.map((timing) => timing.total),
      );
      line(
        '  Enter to the list page on screen',
        samples.map((timing) => timing.page),
      );
      line(
        '  Enter to the article answer received',
        samples.map((timing) => timing.answer),
      );
      line(
        '  answer received to titles painted',
        samples.map((timing) => timing.total - timing.answer),
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
