// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertHtmlToMarkdown, convertMarkdownToHtml } from '../../renderer/content/convert-content';
import { sanitiseHtml } from '../../renderer/content/sanitise';

const corpusDir = path.resolve(import.meta.dirname, '../fixtures/manual-documents');
function corpus(extension: string): { name: string; text: string }[] {
  return readdirSync(corpusDir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(corpusDir, name), 'utf8') }));
}
const documents = corpus('.md');
const htmlDocuments = corpus('.html');

/**
 * The sanitised DOM as a browser renders it: white space between blocks and runs of white space
 * inside text collapse, so only differences a reader could see remain.
 */
function renderedDom(html: string): string {
  const body = new DOMParser().parseFromString(sanitiseHtml(html), 'text/html').body;
  function describeNode(node: Node): string {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ');
      return text.trim() ? JSON.stringify(text) : '';
    }
    if (!(node instanceof Element)) return '';
    const attributes = Array.from(node.attributes)
      .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
      .sort()
      .join(' ');
    const children = Array.from(node.childNodes).map(describeNode).filter(Boolean).join(',');
    return `<${node.nodeName.toLowerCase()}${attributes ? ` ${attributes}` : ''}>[${children}]`;
  }
  return describeNode(body);
}

describe('Markdown ⇄ HTML round trip over a corpus of manual documents', () => {
  it('has a corpus of at least 30 documents', () => {
    expect(documents.length).toBeGreaterThanOrEqual(30);
  });

  it.each(documents)('$name renders the same after Markdown → HTML → Markdown → HTML', ({ text }) => {
    const firstHtml = convertMarkdownToHtml(text);
    const secondHtml = convertMarkdownToHtml(convertHtmlToMarkdown(firstHtml));
    expect(renderedDom(secondHtml)).toBe(renderedDom(firstHtml));
  });

  it.each(htmlDocuments)(
    '$name (written as HTML) renders the same after HTML → Markdown → HTML',
    ({ text }) => {
      expect(renderedDom(convertMarkdownToHtml(convertHtmlToMarkdown(text)))).toBe(renderedDom(text));
    },
  );

  it('keeps tables with their column alignment', () => {
    const markdown = convertHtmlToMarkdown(
      convertMarkdownToHtml('| Port | Use |\n|:-----|----:|\n| HDMI ARC | TV sound |\n| USB | Service |'),
    );
    expect(markdown).toBe('| Port | Use |\n| :--- | ---: |\n| HDMI ARC | TV sound |\n| USB | Service |');
  });

  it('turns a hand-written HTML table without a header into a Markdown table', () => {
    const markdown = convertHtmlToMarkdown(
      '<table><tr><td>HDMI</td><td>TV</td></tr><tr><td>USB</td><td>Service</td></tr></table>',
    );
    const back = new DOMParser().parseFromString(convertMarkdownToHtml(markdown), 'text/html');
    expect(Array.from(back.querySelectorAll('tbody td')).map((cell) => cell.textContent)).toEqual([
      'HDMI',
      'TV',
      'USB',
      'Service',
    ]);
  });

  it('keeps task lists, strikethrough, code languages, list start numbers and titles', () => {
    const markdown = [
      '- [x] done',
      '- [ ] open',
      '',
      '~~old~~ new',
      '',
      '```bash',
      'echo ready',
      '```',
      '',
      '3. three',
      '4. four',
      '',
      '![Front](/api/media/1 "Front view") [help](https://example.com "Help page")',
    ].join('\n');
    expect(convertHtmlToMarkdown(convertMarkdownToHtml(markdown))).toBe(markdown);
  });
});
