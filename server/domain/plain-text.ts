import { decodeHTML } from 'entities';

/**
 * The searchable text of stored instruction content: what a reader sees, without Markdown or HTML
 * markup, link targets or image addresses. Runs inside SQLite (see server/db/sql-functions.ts), so it
 * must be quick and never throw. Every HTML entity is decoded (a maintained table of all 2,231
 * names), so `Gr&ouml;&szlig;e` is found by "Größe" and not by "ouml".
 */

// Same rule as the renderer (renderer/content/content-format.ts): tags mean HTML, else Markdown.
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

// A blockquote opening with `warning:` or `note:` is shown as a callout headed by the translated word
// (renderer/content/callouts.ts), so the English marker is not text a reader sees: a search snippet
// must not show it.
const HTML_CALLOUT_MARKER = /(<blockquote\b[^>]*>(?:\s*<[^>]*>)*\s*)(?:warning|note)\s*:/gi;
const QUOTE_LINE = /^(\s{0,3}(?:>\s?)+)(.*)$/;
const CALLOUT_MARKER = /^\s*(?:warning|note)\s*:/i;

/**
 * Markdown without the callout markers: only the first text of a blockquote is one (as the renderer
 * reads it), so a later `note:` line of the same quote is the reader's text and stays.
 */
function withoutMarkdownCalloutMarkers(markdown: string): string {
  let depth = 0;
  let awaitingFirstText = false;
  return markdown
    .split('\n')
    .map((line) => {
      const quote = QUOTE_LINE.exec(line);
      if (!quote) {
        // A blank line ends the quote; a text line continues its paragraph (Markdown's lazy line).
        if (line.trim() === '' || awaitingFirstText) depth = 0;
        awaitingFirstText = false;
        return line;
      }
      const [, markers = '', text = ''] = quote;
      const quoteDepth = markers.split('>').length - 1;
      if (quoteDepth > depth) awaitingFirstText = true;
      depth = quoteDepth;
      if (!awaitingFirstText || text.trim() === '') return line;
      awaitingFirstText = false;
      return markers + text.replace(CALLOUT_MARKER, '');
    })
    .join('\n');
}

function htmlToText(html: string): string {
  return html
    .replace(HTML_CALLOUT_MARKER, '$1')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(
      /<img\b[^>]*?\balt\s*=\s*("([^"]*)"|'([^']*)')[^>]*>/gi,
      (_m, _q, a?: string, b?: string) => ` ${a ?? b ?? ''} `,
    )
    .replace(/<[^>]*>/g, ' ');
}

function markdownToText(markdown: string): string {
  return (
    withoutMarkdownCalloutMarkers(markdown)
      // Fenced code keeps its text, not its fences.
      .replace(/^\s*(```|~~~).*$/gm, ' ')
      // Images and links keep their visible words, not their addresses.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, ' $1 ')
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
      .replace(/<(https?:[^>]*)>/g, ' $1 ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}(>\s?)+/gm, '')
      .replace(/^\s*([-*+]|\d+[.)])\s+/gm, '')
      .replace(/^\s*([-*_]\s*){3,}$/gm, ' ')
      .replace(/^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
      .replace(/\|/g, ' ')
      .replace(/(\*\*|__|~~|[*_`])/g, '')
      .replace(/\\([\\`*_{}[\]()#+\-.!>|~])/g, '$1')
  );
}

/** Plain text of Markdown or HTML content, white space collapsed. */
export function plainTextOf(content: string): string {
  const text = HTML_TAG.test(content) ? htmlToText(content) : markdownToText(content);
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}
