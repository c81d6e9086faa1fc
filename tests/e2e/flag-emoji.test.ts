import type { Browser } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { LANGUAGES, SUPPORTED_LANGUAGES } from '../../common/languages';
import type { TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

let server: TestServer;
let browser: Browser;

const e2e = useEndToEnd({ demo: true });
beforeAll(() => {
  ({ server, browser } = e2e);
});

// This machine, like Windows, has no emoji font: without the bundled one a flag is drawn as two
// letters in boxes, which has no colour at all.
it('draws every language flag in colour, also where the system has no emoji font', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await page.getByLabel('Language').waitFor();
  const colourful = await page.evaluate(
    async (flags) => {
      await document.fonts.load('32px "Flag Emoji"', flags.join(''));
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d canvas');
      context.font = `32px ${getComputedStyle(document.body).fontFamily}`;
      return flags.map((flag) => {
        context.clearRect(0, 0, 48, 48);
        context.fillStyle = '#000';
        context.fillText(flag, 4, 38);
        const { data } = context.getImageData(0, 0, 48, 48);
        let coloured = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [red = 0, green = 0, blue = 0, alpha = 0] = data.subarray(i, i + 4);
          if (alpha > 128 && Math.max(red, green, blue) - Math.min(red, green, blue) > 60) coloured += 1;
        }
        return coloured;
      });
    },
    SUPPORTED_LANGUAGES.map((code) => LANGUAGES[code].flag),
  );
  for (const count of colourful) expect(count).toBeGreaterThan(50);
  await screenshot(page, 'flag-emoji-language-select');
  await page.close();
});
