import type { BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import type { KioskBridgeSettings } from '../../common/kiosk-bridge';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { seedRichInstruction } from '../fixtures/rich-instruction';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';
import { makeEnglishNewer } from '../support/outdated-translation';

const e2e = useEndToEnd({ demo: true });
let richPath = '';
let pdfPath = '';
let untitledGermanPath = '';
beforeAll(async () => {
  const { context, server } = e2e;
  richPath = `/instructions/KIOSK-1/en/${await seedRichInstruction(server.url)}`;
  // The PDF viewer's toolbar is the widest control row a page has.
  const signedIn = await context.request.post(`${server.url}/api/login`, {
    data: { username: 'admin', password: 'secret-password' },
  });
  expect(signedIn.ok()).toBe(true);
  const created = await context.request.post(`${server.url}/api/admin/instructions`, {
    data: {
      instruction: { title: 'Cordless drill manual', isUniversal: true },
      contents: {},
      documentLanguages: ['en'],
    },
  });
  const detail = (await created.json()) as AdminInstructionDetail;
  const uploaded = await context.request.put(
    `${server.url}/api/admin/instructions/${detail.id}/documents/en`,
    {
      multipart: {
        file: {
          name: 'drill.pdf',
          mimeType: 'application/pdf',
          buffer: pdfWithPages(['Unpacking the cordless drill']),
        },
      },
    },
  );
  expect(uploaded.status()).toBe(200);
  pdfPath = `/instructions/KIOSK-1/en/${detail.instructionNumber}`;
  const germanText = await context.request.post(`${server.url}/api/admin/instructions`, {
    data: {
      instruction: { title: 'Charger care', type: 'troubleshooting', isUniversal: true },
      contents: { en: '## Charging\n\nCharge fully.', de: '## Laden\n\nVoll aufladen.' },
    },
  });
  untitledGermanPath = `/instructions/KIOSK-1/de/${((await germanText.json()) as AdminInstructionDetail).instructionNumber}`;
});

interface Spoken {
  text: string;
  lang: string;
}

declare global {
  interface Window {
    speechRecord?: { spoken: Spoken[]; calls: string[]; finish: () => void };
  }
}

/**
 * The platform's speech synthesis, replaced before any page script runs: it offers the given offline
 * voices, records what would be spoken and in which language, and ends an utterance when told to.
 */
function stubSpeech(voiceLanguages: string[]): void {
  const voices = voiceLanguages.map((lang) => ({
    lang,
    name: `Stub ${lang}`,
    voiceURI: `stub-${lang}`,
    localService: true,
    default: false,
  }));
  const spoken: { text: string; lang: string }[] = [];
  const calls: string[] = [];
  let current: { onend?: (() => void) | null } | undefined;
  const synthesis = Object.assign(new EventTarget(), {
    getVoices: () => voices,
    speak(utterance: { text: string; lang: string; onend?: (() => void) | null }) {
      current = utterance;
      spoken.push({ text: utterance.text, lang: utterance.lang });
    },
    cancel() {
      calls.push('cancel');
      current = undefined;
    },
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
  });
  class Utterance {
    lang = '';
    voice: unknown = null;
    onend: (() => void) | null = null;
    constructor(public text: string) {}
  }
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  window.speechRecord = {
    spoken,
    calls,
    finish: () => {
      const ending = current;
      current = undefined;
      ending?.onend?.();
    },
  };
}

async function openPage(urlPath: string, options: BrowserContextOptions = {}, voices?: string[]) {
  const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 768 }, ...options });
  if (voices) await context.addInitScript(stubSpeech, voices);
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}${urlPath}`);
  await page.locator('main h1').first().waitFor();
  return page;
}

const spoken = (page: Page) => page.evaluate(() => window.speechRecord?.spoken ?? []);
const calls = (page: Page) => page.evaluate(() => window.speechRecord?.calls ?? []);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Accessibility', exact: true }).click();
  return page.getByRole('dialog', { name: 'Accessibility' });
}

/** The lowest contrast ratio of any visible text on the page against the background behind it. */
function lowestTextContrast(): { ratio: number; text: string }[] {
  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const linear = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const backgroundOf = (element: Element | null): number[] => {
    for (let at = element; at; at = at.parentElement) {
      const [r, g, b, alpha = 1] = channels(getComputedStyle(at).backgroundColor);
      if (alpha > 0.5) return [r ?? 255, g ?? 255, b ?? 255];
    }
    return [255, 255, 255];
  };
  const found: { ratio: number; text: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!element || !text || element.closest('svg, [hidden], option')) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width === 0 || style.visibility === 'hidden' || element.closest('.visually-hidden')) continue;
    const fore = luminance(channels(style.color));
    const back = luminance(backgroundOf(element));
    const ratio = (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
    found.push({ ratio: Math.round(ratio * 100) / 100, text: text.slice(0, 40) });
  }
  return found.sort((a, b) => a.ratio - b.ratio).slice(0, 3);
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the Accessibility button and its toggles on a LAN browser', () => {
  it('grows the text step by step to 200 %, switches to AAA contrast and stills motion, and remembers it', async () => {
    const page = await openPage(richPath);
    const button = page.getByRole('button', { name: 'Accessibility', exact: true });
    expect(await button.textContent()).toBe('Accessibility');
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(48);
    expect(box?.height).toBeGreaterThanOrEqual(48);

    const panel = await openPanel(page);
    const fontSizes = () =>
      page.evaluate(() =>
        ['html', '.instruction-content td', '.app-footer'].map((selector) =>
          parseFloat(getComputedStyle(document.querySelector(selector) ?? document.body).fontSize),
        ),
      );
    const base = await fontSizes();
    expect(base[0]).toBe(16);
    for (const size of [125, 150, 200, 100, 200]) {
      await panel.getByRole('button', { name: `${size} %` }).click();
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
        .toBe(`${(16 * size) / 100}px`);
      const grown = await fontSizes();
      grown.forEach((value, index) => expect(value / (base[index] ?? 1)).toBeCloseTo(size / 100, 1));
    }
    expect(await panel.getByRole('button', { name: '200 %' }).getAttribute('aria-pressed')).toBe('true');

    await panel.getByRole('button', { name: 'High contrast' }).click();
    await panel.getByRole('button', { name: 'Reduce motion' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const lowest = await page.evaluate(lowestTextContrast);
    expect(lowest[0]?.ratio, JSON.stringify(lowest)).toBeGreaterThanOrEqual(7);
    const transition = await page
      .getByRole('button', { name: 'Accessibility', exact: true })
      .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    expect(transition).toBeLessThanOrEqual(0.001);

    await page.reload();
    await page.locator('main h1').waitFor();
    const root = page.locator('html');
    expect(await root.getAttribute('data-text-size')).toBe('200');
    expect(await root.getAttribute('data-contrast')).toBe('high');
    expect(await root.getAttribute('data-motion')).toBe('reduced');
    await page.context().close();
  });

  it('follows the screen asking for more contrast and less motion, and marks fallback titles with their language', async () => {
    const page = await openPage('/help', { contrast: 'more', reducedMotion: 'reduce' });
    expect(await page.locator('html').getAttribute('data-contrast')).toBe('high');
    expect(await page.locator('html').getAttribute('data-motion')).toBe('reduced');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('How to use this kiosk');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Scan the barcode',
      'Or type the article number',
      'Choose your language',
      'Make it easier to use',
    ]);
    const panel = await openPanel(page);
    expect(await panel.getByRole('button', { name: 'High contrast' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // A title with no French translation is the English base title, and says so to a screen reader.
    await page.goto(`${e2e.server.url}${richPath.replace('/en/', '/fr/')}`);
    await expect.poll(() => page.locator('main h1').getAttribute('lang')).toBe('en');
    await page.goto(`${e2e.server.url}/instructions/KIOSK-1/fr`);
    const card = page.locator('.instruction-card-title', { hasText: 'Battery pack guide' });
    expect(await card.getAttribute('lang')).toBe('en');
    await page.context().close();
  });
});

describe('read aloud', () => {
  it('speaks the title and then each section in the page’s language, highlighted, with pause, stop and next', async () => {
    const page = await openPage(richPath, {}, ['en-GB', 'de-DE']);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Read aloud' }).click();
    await page.keyboard.press('Escape');
    const reader = page.getByRole('region', { name: 'Read aloud' });
    await reader.getByRole('button', { name: 'Read aloud' }).click();

    await expect.poll(() => spoken(page)).toEqual([{ text: 'Battery pack guide', lang: 'en-GB' }]);
    expect(await page.locator('.is-being-read').allTextContents()).toEqual(['Battery pack guide']);
    expect(await reader.locator('.read-aloud-status').textContent()).toBe('Reading section 1 of 2');

    await page.evaluate(() => window.speechRecord?.finish());
    await expect.poll(async () => (await spoken(page)).length).toBe(2);
    const second = (await spoken(page))[1];
    expect(second?.text.startsWith('Specifications')).toBe(true);
    expect(second?.text).toContain('Disconnect the power before opening the case.');
    expect(await page.locator('h1.is-being-read').count()).toBe(0);
    expect(await page.locator('.instruction-content h2.is-being-read').textContent()).toBe('Specifications');

    await reader.getByRole('button', { name: 'Pause' }).click();
    await reader.getByRole('button', { name: 'Continue' }).click();
    await reader.getByRole('button', { name: 'Stop' }).click();
    expect((await calls(page)).filter((call) => call !== 'cancel')).toEqual(['pause', 'resume']);
    expect(await page.locator('.is-being-read').count()).toBe(0);

    await reader.getByRole('button', { name: 'Read aloud' }).click();
    await reader.getByRole('button', { name: 'Next section' }).click();
    const last = (await spoken(page)).slice(-2);
    expect(last.map((entry) => entry.text.split('\n')[0])).toEqual(['Battery pack guide', 'Specifications']);
    await page.evaluate(() => window.speechRecord?.finish());
    await expect.poll(() => page.locator('.is-being-read').count()).toBe(0);
    expect((await spoken(page)).length).toBe(4);

    // A title shown in English for want of a German one is read with the English voice.
    await page.goto(`${e2e.server.url}${untitledGermanPath}`);
    await page.locator('.instruction-content h2').waitFor();
    await page.getByRole('region', { name: 'Vorlesen' }).getByRole('button', { name: 'Vorlesen' }).click();
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toEqual({ text: 'Charger care', lang: 'en-GB' });
    await page.evaluate(() => window.speechRecord?.finish());
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toEqual({ text: 'Laden\nVoll aufladen.', lang: 'de-DE' });

    // French has no voice here: the page says so and offers the languages that have one.
    await page.goto(`${e2e.server.url}/instructions/AVN-R110/fr/INS-000001`);
    const noVoice = page.getByRole('region', { name: 'Lecture à voix haute' });
    await expect
      .poll(() => noVoice.locator('p').first().textContent())
      .toBe(
        'Cet appareil n’a pas de voix pour le français et ne peut donc pas lire cette instruction à voix haute.',
      );
    expect(await noVoice.getByRole('link').allTextContents()).toEqual(['anglais', 'allemand']);
    await noVoice.getByRole('link', { name: 'allemand' }).click();
    await page.getByRole('region', { name: 'Vorlesen' }).getByRole('button', { name: 'Vorlesen' }).click();
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toEqual({ text: 'Soundbar Schnellstart', lang: 'de-DE' });
    await page.context().close();
  });

  it('takes a keyboard-only visitor from the home page to an instruction read aloud, focus always visible', async () => {
    const page = await openPage('/', {}, ['en-US']);
    const focusedWithRing = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return '';
        const style = getComputedStyle(element);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        const where = element.closest('.read-aloud')
          ? 'reader'
          : element.closest('dialog')
            ? 'panel'
            : 'page';
        return `${ring ? '' : 'NO RING '}${where}|${element.id}|${(element.textContent ?? '').trim()}`;
      });
    const tabTo = async (matches: (focused: string) => boolean) => {
      const seen: string[] = [];
      for (let step = 0; step < 25; step += 1) {
        const focused = await focusedWithRing();
        if (focused && matches(focused)) return seen;
        await page.keyboard.press('Tab');
        seen.push(await focusedWithRing());
      }
      throw new Error(`never reached: ${seen.join(' / ')}`);
    };
    await tabTo((focused) => focused.includes('|article-number|'));
    // At a person's pace: keys closer than a scanner's gaps would be read as a scan.
    await page.keyboard.type('AVN-R110', { delay: 150 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /AVN-R110/ }).waitFor();
    const toInstruction = await tabTo((focused) => focused.includes('Soundbar quick start'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Soundbar quick start' }).waitFor();
    const toButton = await tabTo((focused) => focused.endsWith('page||Accessibility'));
    await page.keyboard.press('Enter');
    const toSwitch = await tabTo((focused) => focused.includes('panel||Read aloudOff'));
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    expect(await focusedWithRing()).toMatch(/page\|\|Accessibility$/);
    const toPlay = await tabTo((focused) => focused.includes('reader||') && focused.endsWith('Read aloud'));
    await page.keyboard.press('Enter');
    await expect.poll(() => spoken(page)).toEqual([{ text: 'Soundbar quick start', lang: 'en-US' }]);
    const everyStep = [...toInstruction, ...toButton, ...toSwitch, ...toPlay];
    expect(everyStep.filter((focused) => focused.startsWith('NO RING'))).toEqual([]);
    await page.context().close();
  });
});

const IDLE_MS = 120_000;

/** Keys stamped a scanner's few milliseconds apart (public-kiosk-scan.test.ts types them the same way). */
async function scan(cdp: CDPSession, text: string): Promise<void> {
  const start = Date.now() / 1000;
  const keys = [...Array.from(text), 'Enter'];
  for (const [index, key] of keys.entries()) {
    const timestamp = start + (index * 8) / 1000;
    const code = key === 'Enter' ? 13 : key.toUpperCase().charCodeAt(0);
    const text = key === 'Enter' ? '\r' : key;
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key,
      text,
      windowsVirtualKeyCode: code,
      timestamp,
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, windowsVirtualKeyCode: code, timestamp });
  }
}

/** A page as the kiosk window shows it: window.kiosk defined before any page script, as the preload does. */
async function openKiosk(withClock: boolean): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1080, height: 1920 } });
  const bridge: KioskBridgeSettings = { mode: 'kiosk', idleMs: IDLE_MS, defaultLanguage: 'en', lanUrls: [] };
  if (withClock) await context.clock.install();
  await context.addInitScript((settings) => {
    Object.defineProperty(window, 'kiosk', {
      value: Object.freeze({ settings, exitKiosk: () => Promise.resolve({ ok: false, message: '' }) }),
    });
  }, bridge);
  const page = await context.newPage();
  await page.goto(e2e.server.url);
  await page.locator('main h1').waitFor();
  return page;
}

describe('the kiosk on a portrait screen', () => {
  it('brings the controls within low reach, keeps every control 48 px and announces a scanned number', async () => {
    const page = await openKiosk(false);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: '150 %' }).click();
    await panel.getByRole('button', { name: 'Controls at the bottom (low reach)' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    const topOf = async (selector: string) => (await page.locator(selector).boundingBox())?.y ?? 0;
    expect(await topOf('#article-number')).toBeGreaterThan(960);
    expect(await topOf('#search-language')).toBeGreaterThan(960);
    expect(await topOf('.accessibility-button')).toBeGreaterThan(960);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'a11y-kiosk-low-reach-150');
    // Reading and Tab order follow what is seen: no control in the document lies wholly above the one before.
    const outOfOrder = await page.evaluate(() => {
      const controls = Array.from(
        document.querySelectorAll<HTMLElement>('.public-layout :is(a, button, input, select)'),
      ).filter((element) => element.getBoundingClientRect().width > 0);
      return controls
        .map((element, index) => ({ element, before: controls[index - 1] }))
        .filter(
          ({ element, before }) =>
            before && element.getBoundingClientRect().bottom <= before.getBoundingClientRect().top,
        )
        .map(({ element, before }) => `${before?.textContent?.trim()} before ${element.textContent?.trim()}`);
    });
    expect(outOfOrder).toEqual([]);

    const tooSmall = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.public-layout :is(a, button, input, select, [tabindex="0"])'))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 48 || box.height < 48))
          .map(
            ({ element, box }) =>
              `${element.textContent?.trim() ?? element.tagName} ${box.width}×${box.height}`,
          ),
      );
    expect(await tooSmall()).toEqual([]);

    const cdp = await page.context().newCDPSession(page);
    await scan(cdp, 'AVN-R110');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/instructions/AVN-R110/en');
    await expect
      .poll(() => page.locator('[aria-live="polite"]#screen-reader-announcement').textContent())
      .toBe('Scanned article number AVN-R110');
    await page.locator('main h1').waitFor();
    expect(await tooSmall()).toEqual([]);
    expect(await page.locator('html').getAttribute('data-text-size')).toBe('150');
    expect(await topOf('.accessibility-button')).toBeGreaterThan(960);
    await screenshot(page, 'a11y-kiosk-low-reach-list');
    await page.context().close();
  });

  it('forgets the visitor’s choices at the idle reset', async () => {
    const page = await openKiosk(true);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: '200 %' }).click();
    await panel.getByRole('button', { name: 'High contrast' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'How to use this kiosk' }).click();
    await page.getByRole('heading', { level: 1, name: 'How to use this kiosk' }).waitFor();
    expect(await page.locator('html').getAttribute('data-text-size')).toBe('200');

    await page.clock.fastForward(IDLE_MS + 1000);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'Find Your Instructions' }).waitFor();
    expect(await page.locator('html').getAttribute('data-text-size')).toBeNull();
    expect(await page.locator('html').getAttribute('data-contrast')).toBeNull();
    await page.context().close();
  });
});

const SIZES = [
  { name: 'kiosk', viewport: { width: 1080, height: 1920 } },
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
];
const MODES = [
  { name: 'default', preferences: { textSize: 100 } },
  { name: 'high-contrast', preferences: { textSize: 100, highContrast: true } },
  { name: 'text-200', preferences: { textSize: 200 } },
];

describe('nothing scrolls sideways', () => {
  for (const { name, viewport } of SIZES) {
    for (const mode of MODES) {
      it(`at ${viewport.width}×${viewport.height}, ${mode.name} (screenshots saved)`, async () => {
        const context = await e2e.browser.newContext({ viewport });
        await context.addInitScript((preferences) => {
          localStorage.setItem('accessibility-preferences', JSON.stringify(preferences));
        }, mode.preferences);
        const page = await context.newPage();
        const overflowing: string[] = [];
        const pages: [string, string][] = [
          ['home', '/'],
          ['rich', richPath],
          ['pdf', pdfPath],
        ];
        for (const [label, urlPath] of pages) {
          await page.goto(`${e2e.server.url}${urlPath}`);
          await page.locator('main h1').waitFor();
          if (label === 'pdf')
            await page.locator('.pdf-viewer canvas, .pdf-viewer .textLayer').first().waitFor();
          if ((await sidewaysOverflow(page)) > 0) overflowing.push(label);
          await screenshot(page, `a11y-${name}-${label}-${mode.name}`);
        }
        expect(overflowing).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('the switches on a 360 px phone', () => {
  it('keep each switch beside its label in Danish and German, the label wrapping instead', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    for (const [language, button] of [
      ['da', 'Tilgængelighed'],
      ['de', 'Barrierefreiheit'],
    ] as const) {
      await page.goto(`${e2e.server.url}/instructions/KIOSK-1/${language}`);
      await page.getByRole('button', { name: button, exact: true }).click();
      const panel = page.getByRole('dialog', { name: button });
      await panel.locator('.preference-switch').first().waitFor();
      await screenshot(page, `a11y-phone-switches-${language}`);
      const apart = await panel.locator('.preference-switch').evaluateAll((switches) =>
        switches
          .map((element) => {
            const label = element.querySelector('.preference-switch-label')?.getBoundingClientRect();
            const state = element.querySelector('.preference-switch-state')?.getBoundingClientRect();
            return { text: element.textContent ?? '', below: !label || !state || state.top >= label.bottom };
          })
          .filter(({ below }) => below)
          .map(({ text }) => text),
      );
      expect(apart, language).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
});

/** A page at the given screen and text size, as a visitor who chose it earlier sees it. */
async function openAtSize(urlPath: string, viewport: { width: number; height: number }, textSize: number) {
  const context = await e2e.browser.newContext({ viewport });
  await context.addInitScript((size) => {
    localStorage.setItem('accessibility-preferences', JSON.stringify({ textSize: size }));
  }, textSize);
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}${urlPath}`);
  await page.locator('main h1').first().waitFor();
  return page;
}

const fontSizeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

/** Every visible text smaller than the given size, with its size. */
const textsBelow = (page: Page, least: number) =>
  page.evaluate((floor) => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || element.closest('svg, [hidden], option, .visually-hidden')) continue;
      if (element.getBoundingClientRect().width === 0) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < floor) found.add(`${size}px ${text.slice(0, 40)}`);
    }
    return [...found];
  }, least);

describe('grown text on the kiosk and a phone', () => {
  const frenchPath = '/instructions/AVN-R110/fr/INS-000001';
  const screens = [
    { name: 'kiosk', viewport: { width: 1080, height: 1920 }, body: 21 },
    { name: 'phone', viewport: { width: 360, height: 740 }, body: 16 },
  ];

  beforeAll(async () => {
    // The French text now lags behind a newer English one, which alone has a PDF manual.
    const { context, server } = e2e;
    await makeEnglishNewer(context.request, server.url);
    const uploaded = await context.request.put(`${server.url}/api/admin/instructions/1/documents/en`, {
      multipart: {
        file: { name: 'soundbar.pdf', mimeType: 'application/pdf', buffer: pdfWithPages(['Soundbar']) },
      },
    });
    expect(uploaded.status()).toBe(200);
  });

  for (const { name, viewport, body } of screens) {
    it(`keeps a wrapped title's lines apart at 200 % on the ${name}`, async () => {
      const page = await openAtSize('/instructions/AVN-R110/en/INS-000002', viewport, 200);
      const title = await page.locator('main h1').evaluate((element) => {
        const style = getComputedStyle(element);
        const words = document.createRange();
        words.selectNodeContents(element);
        const lineTops = new Set(Array.from(words.getClientRects(), (box) => Math.round(box.top)));
        return {
          lines: lineTops.size,
          fontSize: parseFloat(style.fontSize),
          lineHeight: parseFloat(style.lineHeight),
          height: element.getBoundingClientRect().height,
        };
      });
      const seen = JSON.stringify(title);
      expect(title.lines, seen).toBeGreaterThanOrEqual(2);
      expect(title.lineHeight, seen).toBeGreaterThanOrEqual(title.fontSize);
      expect(title.height, seen).toBeGreaterThanOrEqual(title.lines * title.fontSize);
      const headings = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((elements) =>
        elements
          .map((element) => getComputedStyle(element))
          .filter((style) => parseFloat(style.lineHeight) < parseFloat(style.fontSize))
          .map((style) => `${style.fontSize}/${style.lineHeight}`),
      );
      expect(headings).toEqual([]);
      await screenshot(page, `a11y-${name}-200-wrapped-title`);
      await page.context().close();
    });

    it(`grows the outdated-translation notice and the PDF line with the text on the ${name}`, async () => {
      const grown = ['.outdated-notice p', '.outdated-notice a', '.pdf-elsewhere p'];
      const normal = await openAtSize(frenchPath, viewport, 100);
      const before = await Promise.all(grown.map((selector) => fontSizeOf(normal, selector)));
      await normal.goto(`${e2e.server.url}/`);
      const searchHeading = await fontSizeOf(normal, '.word-search-title');
      await normal.context().close();

      const page = await openAtSize(frenchPath, viewport, 200);
      const after = await Promise.all(grown.map((selector) => fontSizeOf(page, selector)));
      after.forEach((size, index) => expect(size / (before[index] ?? 1), grown[index]).toBeCloseTo(2, 1));
      expect(await textsBelow(page, body)).toEqual([]);
      await screenshot(page, `a11y-${name}-200-outdated-notice`);
      await page.goto(`${e2e.server.url}/`);
      await page.locator('main h1').waitFor();
      // A heading is never smaller than the grown text around it; a phone caps it below the title.
      const grownSearchHeading = await fontSizeOf(page, '.word-search-title');
      expect(grownSearchHeading).toBeGreaterThan(searchHeading);
      expect(grownSearchHeading).toBeGreaterThanOrEqual(await fontSizeOf(page, 'body'));
      expect(await textsBelow(page, body)).toEqual([]);
      await page.context().close();
    });
  }

  it('hyphenates grown text in the page’s language and leaves the kiosk’s normal text as it was', async () => {
    const hyphenation = (page: Page) =>
      page.evaluate(() =>
        ['main h1', '.instruction-content p', '.outdated-notice p'].map((selector) => {
          const element = document.querySelector(selector);
          return element
            ? `${getComputedStyle(element).hyphens} ${element.closest('[lang]')?.getAttribute('lang')}`
            : `no ${selector}`;
        }),
      );
    const phone = await openAtSize(frenchPath, { width: 360, height: 740 }, 200);
    await phone.locator('.instruction-content p').first().waitFor();
    expect(await hyphenation(phone)).toEqual(['auto fr', 'auto fr', 'auto fr']);
    await phone.goto(`${e2e.server.url}/instructions/AVN-R110/de/INS-000001`);
    await phone.locator('.instruction-content p').first().waitFor();
    expect((await hyphenation(phone)).slice(0, 2)).toEqual(['auto de', 'auto de']);
    await phone.context().close();

    const kiosk = await openAtSize(frenchPath, { width: 1080, height: 1920 }, 100);
    await kiosk.locator('.instruction-content p').first().waitFor();
    expect((await hyphenation(kiosk))[1]).toBe('manual fr');
    const sizes = await kiosk.evaluate(() =>
      ['body', 'main h1', '.instruction-content p'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector) ?? document.body);
        return `${style.fontSize}/${style.lineHeight}`;
      }),
    );
    expect(sizes).toEqual(['21px/31.5px', '36px/40px', '23.1px/36.96px']);
    await kiosk.context().close();
  });
});

describe('the Accessibility panel with the keyboard', () => {
  it('opens on the chosen text size, cycles Tab through its own controls and closes with Escape', async () => {
    const page = await openPage('/');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'BODY';
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        return `${element.closest('dialog') ? 'panel' : 'page'}|${text}`;
      });
    const button = page.getByRole('button', { name: 'Accessibility', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('panel|A100 %');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('html').getAttribute('data-text-size')).toBe('150');
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('page|Accessibility');

    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('panel|A150 %');
    const controls = await page
      .getByRole('dialog', { name: 'Accessibility' })
      .locator('a[href], button')
      .count();
    const stops: string[] = [];
    for (let step = 0; step < controls; step += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused());
    }
    expect(stops.filter((stop) => !stop.startsWith('panel|'))).toEqual([]);
    expect(stops.slice(-4)).toEqual(['panel|Close', 'panel|A100 %', 'panel|A125 %', 'panel|A150 %']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('panel|Close');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toMatch(/^panel\|/);
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('page|Accessibility');
    await page.context().close();
  });
});
