import type { Browser, CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

let server: TestServer;
let browser: Browser;

const e2e = useEndToEnd({ demo: true });
beforeAll(() => {
  ({ server, browser } = e2e);
});

interface Opened {
  page: Page;
  cdp: CDPSession;
  /** Paths of the lookups and word searches the page asked the server for (the ones that record misses). */
  lookups: string[];
}

async function open(urlPath: string, options: { touch?: boolean } = {}): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: 1080, height: 1920 },
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
  const page = await context.newPage();
  const lookups: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/article/') || pathname === '/api/search') {
      lookups.push(decodeURIComponent(`${pathname}${search}`));
    }
  });
  await page.goto(`${server.url}${urlPath}`);
  return { page, cdp: await context.newCDPSession(page), lookups };
}

/** The fields of CDP's Input.dispatchKeyEvent these tests send. */
interface KeyEvent {
  type: 'keyDown' | 'keyUp' | 'rawKeyDown';
  key: string;
  code?: string;
  text?: string;
  unmodifiedText?: string;
  windowsVirtualKeyCode: number;
  modifiers?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Real key events from the browser's input pipeline, each stamped `gapMs` after the one before (its
 * `event.timeStamp`), like a keyboard-wedge scanner's. They are delivered `deliverMs` apart: as
 * pressed, or later, as a busy kiosk hands them to the page. Capitals come with Shift, as from a scanner.
 */
async function pressKeys(
  cdp: CDPSession,
  keys: string[],
  gapMs: number,
  deliverMs: number = gapMs,
): Promise<void> {
  const start = Date.now() / 1000;
  let index = 0;
  const send = async (params: KeyEvent) => {
    await cdp.send('Input.dispatchKeyEvent', { ...params, timestamp: start + (index * gapMs) / 1000 });
  };
  for (const key of keys) {
    if (key === 'Enter') {
      const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
      await send({ type: 'keyDown', text: '\r', unmodifiedText: '\r', ...enter });
      await send({ type: 'keyUp', ...enter });
    } else if (key === 'Tab') {
      const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 };
      await send({ type: 'rawKeyDown', ...tab });
      await send({ type: 'keyUp', ...tab });
    } else {
      const shift = key !== key.toLowerCase();
      const code = key.toUpperCase().charCodeAt(0);
      const modifiers = shift ? 8 : 0;
      if (shift)
        await send({
          type: 'rawKeyDown',
          key: 'Shift',
          code: 'ShiftLeft',
          windowsVirtualKeyCode: 16,
          modifiers,
        });
      await send({
        type: 'keyDown',
        key,
        text: key,
        unmodifiedText: key,
        windowsVirtualKeyCode: code,
        modifiers,
      });
      await send({ type: 'keyUp', key, windowsVirtualKeyCode: code, modifiers });
      if (shift) await send({ type: 'keyUp', key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 });
    }
    index += 1;
    await sleep(deliverMs);
  }
}

const scan = (cdp: CDPSession, text: string, gapMs: number, end = 'Enter') =>
  pressKeys(cdp, [...Array.from(text), end], gapMs);

function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search);
}

describe('a scan is a scan wherever the focus is', () => {
  it('opens the product in the language just picked while the language select has focus', async () => {
    const { page, cdp, lookups } = await open('/');
    const select = page.locator('#search-language');
    await select.selectOption('de');
    await page.getByRole('heading', { name: 'Finden Sie Ihre Anleitungen' }).waitFor();
    await select.focus();
    await scan(cdp, 'AVN-R120', 8);
    await page.waitForURL('**/instructions/AVN-R120/de');
    await page.getByRole('heading', { name: 'Produkt: AVN-R120' }).waitFor();
    expect(lookups).toEqual(['/api/article/AVN-R120?lang=de']);
  });

  it('shows and opens the language just picked while its texts are still on their way', async () => {
    const { page, lookups } = await open('/');
    // The Danish texts held back, as a busy kiosk's server would keep them for a moment.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/da-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const select = page.locator('#search-language');
    await select.selectOption('da');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await select.inputValue()).toBe('da');
    await page.locator('#article-number').fill('AVN-R120');
    await page.locator('.search-submit').click();
    await page.waitForURL('**/instructions/AVN-R120/da');
    release();
    await page.getByRole('heading', { name: 'Produkt: AVN-R120' }).waitFor();
    expect(lookups).toEqual(['/api/article/AVN-R120?lang=da']);
    await page.context().close();
  });

  it('asks the server once for a scanned number the library does not have, so it is one missed lookup', async () => {
    const { page, cdp, lookups } = await open('/');
    await scan(cdp, 'NOPE-404', 8);
    await page.waitForURL('**/instructions/NOPE-404/en');
    await page.locator('.article-not-found-title').waitFor();
    expect(lookups).toEqual(['/api/article/NOPE-404?lang=en']);
  });

  it('does not let the scan change the language in the select on the list page', async () => {
    const { page, cdp } = await open('/instructions/AVN-R110/nl');
    await page.getByRole('heading', { name: 'Artikel: AVN-R110' }).waitFor();
    await page.locator('header select').focus();
    await scan(cdp, 'dkb-e200', 25);
    await page.waitForURL('**/instructions/DKB-E200/nl');
    expect(await page.locator('header select').inputValue()).toBe('nl');
  });

  it('opens the product, not a word search, from the word-search box', async () => {
    const { page, cdp, lookups } = await open('/');
    await page.getByRole('searchbox', { name: 'Search words' }).focus();
    await scan(cdp, 'AVN-R120', 25);
    await page.waitForURL('**/instructions/AVN-R120/en');
    await page.getByRole('heading', { name: 'Product: AVN-R120' }).waitFor();
    expect(lookups.filter((lookup) => lookup.startsWith('/api/search'))).toEqual([]);
  });

  it('opens the next product, not a filter, from the list page’s search box', async () => {
    const { page, cdp } = await open('/instructions/AVN-R110/en');
    const search = page.getByRole('searchbox', { name: 'Search instructions' });
    await search.focus();
    await scan(cdp, 'KCH-E100', 8);
    await page.waitForURL('**/instructions/KCH-E100/en');
    await page.getByRole('heading', { name: 'Product: KCH-E100' }).waitFor();
    expect(pathOf(page)).toBe('/instructions/KCH-E100/en');
  });

  it('shows the next product’s whole list, not the filter typed on the last one', async () => {
    const { page, cdp } = await open('/instructions/AVN-R110/en');
    const search = page.getByRole('searchbox', { name: 'Search instructions' });
    await search.fill('wiring');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('wiring');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await scan(cdp, 'KCH-E100', 8);
    await page.getByRole('heading', { name: 'Product: KCH-E100' }).waitFor();
    expect(await search.inputValue()).toBe('');
    expect(pathOf(page)).toBe('/instructions/KCH-E100/en');
  });

  it('replaces half-typed text in the home field', async () => {
    const { page, cdp, lookups } = await open('/');
    const field = page.getByRole('combobox', { name: 'Article number' });
    await field.focus();
    await pressKeys(cdp, ['K', 'C'], 150);
    await expect.poll(() => field.inputValue()).toBe('KC');
    await scan(cdp, 'AVN-R110', 8);
    await page.waitForURL('**/instructions/AVN-R110/en');
    // The address changes before the page asks for the product: wait for the request itself.
    await expect.poll(() => lookups).toEqual(['/api/article/AVN-R110?lang=en']);
  });

  it('catches a scanner set to end with Tab, with a field focused or nothing', async () => {
    const { page, cdp } = await open('/', { touch: true });
    await page.getByRole('heading', { name: 'Find Your Instructions' }).waitFor();
    await scan(cdp, 'AVN-R130', 8, 'Tab');
    await page.waitForURL('**/instructions/AVN-R130/en');
    await page.getByRole('searchbox', { name: 'Search instructions' }).focus();
    await scan(cdp, 'KCH-E100', 25, 'Tab');
    await page.waitForURL('**/instructions/KCH-E100/en');
  });

  it('goes by the keys’ own timestamps: a busy kiosk delivering them late still scans', async () => {
    const { page, cdp } = await open('/', { touch: true });
    await page.getByRole('heading', { name: 'Find Your Instructions' }).waitFor();
    await pressKeys(cdp, [...Array.from('AVN-R120'), 'Enter'], 25, 150);
    await page.waitForURL('**/instructions/AVN-R120/en');
  });
});

describe('a scan that starts while the kiosk is still loading', () => {
  it('keeps the keys sent before the app’s code has run', async () => {
    const context = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A busy kiosk: the app's code arrives only after the scanner has sent its keys. Held here
    // until then, so the keys come before the app's listeners whatever the machine's speed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    await scan(cdp, 'AVN-R120', 8);
    release();
    await page.waitForURL('**/instructions/AVN-R120/en');
    await page.getByRole('heading', { name: 'Product: AVN-R120' }).waitFor();
    await context.close();
  });
});

describe('a person typing slowly still types', () => {
  it('types and submits a word search at 150 ms a key', async () => {
    const { page, cdp } = await open('/');
    const box = page.getByRole('searchbox', { name: 'Search words' });
    await box.focus();
    await pressKeys(cdp, [...Array.from('soundbar')], 150);
    await expect.poll(() => box.inputValue()).toBe('soundbar');
    await pressKeys(cdp, ['Enter'], 150);
    await page.waitForURL('**/search?**');
    expect(new URL(page.url()).searchParams.get('q')).toBe('soundbar');
  });

  it('types into the home field and the list search at 150 ms a key', async () => {
    const { page, cdp } = await open('/');
    const field = page.getByRole('combobox', { name: 'Article number' });
    await field.focus();
    await pressKeys(cdp, [...Array.from('avn')], 150);
    await expect.poll(() => field.inputValue()).toBe('avn');
    await page.goto(`${server.url}/instructions/AVN-R110/en`);
    const search = page.getByRole('searchbox', { name: 'Search instructions' });
    await search.focus();
    await pressKeys(cdp, [...Array.from('wiring')], 150);
    await expect.poll(() => search.inputValue()).toBe('wiring');
    await expect
      .poll(() => page.locator('.instruction-card-title').allInnerTexts())
      .toEqual(['Soundbar wiring and connections']);
  });
});

describe('the list page’s search box', () => {
  it('keeps every letter typed quickly, in the field and in the address', async () => {
    const { page, cdp } = await open('/instructions/AVN-R110/en');
    const search = page.getByRole('searchbox', { name: 'Search instructions' });
    await search.focus();
    await pressKeys(cdp, [...Array.from('PWT-D18')], 40, 0);
    await expect.poll(() => search.inputValue()).toBe('PWT-D18');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('PWT-D18');
    // Faster than a scanner and without Enter: typing after all, not a lost scan.
    await search.fill('');
    await page.keyboard.type('soundbar', { delay: 0 });
    await expect.poll(() => search.inputValue()).toBe('soundbar');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('soundbar');
  });
});

describe('scanned QR codes', () => {
  it('opens a label’s QR code of ours, upper-cased by the scanner, from the home field', async () => {
    const { page, cdp, lookups } = await open('/');
    await page.getByRole('combobox', { name: 'Article number' }).focus();
    const port = new URL(server.url).port;
    await scan(cdp, `HTTP://127.0.0.1:${port}/INSTRUCTIONS/AVN-R110/EN`, 8);
    await page.waitForURL('**/instructions/AVN-R110/en');
    await page.getByRole('heading', { name: 'Product: AVN-R110' }).waitFor();
    expect(lookups).toEqual(['/api/article/AVN-R110?lang=en']);
  });

  it('opens a printed instruction’s QR code with the LAN address', async () => {
    const { page, cdp } = await open('/', { touch: true });
    await page.getByRole('heading', { name: 'Find Your Instructions' }).waitFor();
    await scan(cdp, 'http://192.168.50.10:3601/instructions/AVN-R110/en/INS-000001', 8);
    await page.waitForURL('**/instructions/AVN-R110/en/INS-000001');
  });

  it('says a foreign link is a web link and does not look it up', async () => {
    const { page, cdp, lookups } = await open('/instructions/AVN-R110/de');
    await page.getByRole('heading', { name: 'Produkt: AVN-R110' }).waitFor();
    await scan(cdp, 'https://example.com/p/4711', 8);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Dieser Code ist ein Weblink, keine Artikelnummer.' })
      .waitFor();
    await screenshot(page, 'scan-web-link-kiosk');
    expect(pathOf(page)).toBe('/instructions/AVN-R110/de');
    expect(lookups.filter((lookup) => !lookup.startsWith('/api/article/AVN-R110?'))).toEqual([]);
  });
});
