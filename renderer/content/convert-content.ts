import { gfm } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';
import { markdownToHtml } from './markdown';

const turndown = new TurndownService({
  headingStyle: 'atx',
  hr: '---',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
  emDelimiter: '*',
  strongDelimiter: '**',
  linkStyle: 'inlined',
});

turndown.use(gfm);

// The GFM plugin writes "[x] " and the item's text brings its own space: one space is enough.
turndown.addRule('taskListCheckbox', {
  filter: (node) => node.nodeName === 'INPUT' && (node as HTMLInputElement).type === 'checkbox',
  replacement: (_content, node) => ((node as HTMLInputElement).checked ? '[x]' : '[ ]'),
});

// Turndown's own list rule pads markers to four columns ("-   item"); authors write "- item".
turndown.addRule('compactListItem', {
  filter: 'li',
  replacement(content, node, options) {
    const parent = node.parentNode as HTMLElement | null;
    let prefix = `${options.bulletListMarker} `;
    if (parent?.nodeName === 'OL') {
      const start = Number(parent.getAttribute('start') ?? 1);
      prefix = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
    }
    const isParagraph = /\n$/.test(content);
    const body = content.replace(/^\n+/, '').replace(/\n+$/, '') + (isParagraph ? '\n' : '');
    return prefix + body.replace(/\n/gm, `\n${' '.repeat(prefix.length)}`) + (node.nextSibling ? '\n' : '');
  },
});

/** The editor's Markdown tab to its HTML tab (the same Markdown reading the public page uses). */
export function convertMarkdownToHtml(markdown: string): string {
  if (!markdown.trim()) return '';
  return markdownToHtml(markdown).trim();
}

/**
 * The editor's HTML tab to its Markdown tab: GFM tables, task lists, strikethrough and fenced code
 * with its language; `> warning:` and `> note:` blockquotes stay blockquotes.
 */
export function convertHtmlToMarkdown(html: string): string {
  if (!html.trim()) return '';
  return turndown.turndown(html).trim();
}
