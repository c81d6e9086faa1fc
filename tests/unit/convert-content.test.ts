import { describe, expect, it } from 'vitest';
import { convertHtmlToMarkdown, convertMarkdownToHtml } from '../../renderer/content/convert-content';

const sample = [
  '# Installing the unit',
  '',
  'Read **all** steps and *keep* this manual. See [the site](https://example.com/help).',
  '',
  '## Steps',
  '',
  '1. Unpack the box',
  '2. Mount the bracket',
  '3. Connect the cable',
  '',
  '- screws',
  '- wall plugs',
  '',
  '![Front view](/api/media/12)',
  '',
  '> warning: Disconnect the power first.',
  '',
  '> note: The bracket fits 60 mm boxes.',
  '',
  'Use `M4` bolts.',
].join('\n');

describe('editor conversions', () => {
  it('turns Markdown into HTML with headings, lists, links, images and blockquotes', () => {
    const html = convertMarkdownToHtml(sample);
    expect(html).toContain('<h1>Installing the unit</h1>');
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toMatch(/<ol>\s*<li>Unpack the box<\/li>/);
    expect(html).toMatch(/<ul>\s*<li>screws<\/li>/);
    expect(html).toContain('<a href="https://example.com/help">the site</a>');
    expect(html).toContain('<img src="/api/media/12" alt="Front view">');
    expect(html).toMatch(/<blockquote>\s*<p>warning: Disconnect the power first.<\/p>/);
    expect(html).toMatch(/<blockquote>\s*<p>note: The bracket fits 60 mm boxes.<\/p>/);
  });

  it('keeps every block across Markdown → HTML → Markdown', () => {
    const markdown = convertHtmlToMarkdown(convertMarkdownToHtml(sample));
    expect(markdown).toContain('# Installing the unit');
    expect(markdown).toContain('## Steps');
    expect(markdown).toContain('1. Unpack the box\n2. Mount the bracket\n3. Connect the cable');
    expect(markdown).toContain('- screws\n- wall plugs');
    expect(markdown).toContain('[the site](https://example.com/help)');
    expect(markdown).toContain('![Front view](/api/media/12)');
    expect(markdown).toContain('> warning: Disconnect the power first.');
    expect(markdown).toContain('> note: The bracket fits 60 mm boxes.');
    expect(markdown).toContain('**all**');
    expect(markdown).toContain('*keep*');
    expect(markdown).toContain('`M4`');
  });

  it('is stable: a second round trip changes nothing', () => {
    const once = convertHtmlToMarkdown(convertMarkdownToHtml(sample));
    const twice = convertHtmlToMarkdown(convertMarkdownToHtml(once));
    expect(twice).toBe(once);
    expect(convertMarkdownToHtml(once)).toBe(convertMarkdownToHtml(sample));
  });

  it('keeps HTML written by hand across HTML → Markdown → HTML', () => {
    const html =
      '<h3>Cleaning</h3><ul><li>Use a <a href="mailto:service@example.com">dry cloth</a></li></ul>' +
      '<blockquote><p>warning: Never use water.</p></blockquote><p><img src="https://example.com/a.png" alt="cloth"></p>';
    const back = convertMarkdownToHtml(convertHtmlToMarkdown(html));
    expect(back).toContain('<h3>Cleaning</h3>');
    expect(back).toMatch(/<li>Use a <a href="mailto:service@example.com">dry cloth<\/a><\/li>/);
    expect(back).toMatch(/<blockquote>\s*<p>warning: Never use water.<\/p>\s*<\/blockquote>/);
    expect(back).toContain('<img src="https://example.com/a.png" alt="cloth">');
  });

  it('leaves empty text empty both ways', () => {
    expect(convertMarkdownToHtml('  \n')).toBe('');
    expect(convertHtmlToMarkdown('')).toBe('');
  });
});
