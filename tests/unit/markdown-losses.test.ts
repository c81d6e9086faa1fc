// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertMarkdownToHtml } from '../../renderer/content/convert-content';
import { markdownLosses } from '../../renderer/content/markdown-losses';

const corpusDir = path.resolve(import.meta.dirname, '../fixtures/manual-documents');
const corpus = readdirSync(corpusDir)
  .sort()
  .map((name) => ({ name, text: readFileSync(path.join(corpusDir, name), 'utf8') }));

describe('what Markdown cannot hold', () => {
  it.each(corpus.filter(({ name }) => name.endsWith('.md')))(
    '$name, shown as HTML, converts back to Markdown without loss',
    ({ text }) => {
      expect(markdownLosses(convertMarkdownToHtml(text))).toEqual([]);
    },
  );

  it.each(corpus.filter(({ name }) => name.endsWith('.html')))(
    '$name (written as HTML) converts to Markdown without loss',
    ({ text }) => {
      expect(markdownLosses(text)).toEqual([]);
    },
  );

  it('keeps plain HTML convertible: bold, italics, headings, a simple table without a header row', () => {
    expect(
      markdownLosses(
        '<h2>Setup</h2><p><b>Bold</b> and <i>italic</i></p><table><tr><td>HDMI</td><td>TV</td></tr></table>',
      ),
    ).toEqual([]);
  });

  it('names a merged cell and an image size alone, not the table they break', () => {
    expect(
      markdownLosses(
        '<table><tr><th colspan="2">Battery</th></tr><tr><td>Voltage</td><td>18 V</td></tr></table><p><img src="/a.png" width="120"></p>',
      ),
    ).toEqual(['mergedCells', 'imageSize']);
  });

  it.each([
    [
      '<table><tr><th colspan="2">Battery</th></tr><tr><td>Voltage</td><td>18 V</td></tr></table>',
      'mergedCells',
    ],
    ['<table><tr><td rowspan="2">A</td><td>B</td></tr><tr><td>C</td></tr></table>', 'mergedCells'],
    ['<table><tr><th>A</th></tr><tr><td class="warn">B</td></tr></table>', 'cellAttributes'],
    ['<p><img src="/api/media/1" alt="Front" width="120"></p>', 'imageSize'],
    ['<p><img src="/api/media/1" alt="Front" height="80"></p>', 'imageSize'],
    ['<p>Press <u>firmly</u> and <sup>2</sup></p>', 'otherHtml'],
    [
      '<table><tr><th>Parts</th></tr><tr><td><ul><li>one</li><li>two</li></ul></td></tr></table>',
      'otherHtml',
    ],
  ])('flags %s', (html, loss) => {
    expect(markdownLosses(html)).toContain(loss);
  });
});
