/**
 * The searchable text of stored instruction content: what a reader sees, without Markdown or HTML
 * markup, link targets or image addresses. Runs inside SQLite (see server/db/sql-functions.ts), so it
 * must be quick and never throw.
 */

// Same rule as the renderer (renderer/content/content-format.ts): tags mean HTML, else Markdown.
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  deg: '°',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function htmlToText(html: string): string {
  return html
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
    markdown
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
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
