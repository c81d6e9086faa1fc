import { isHtmlContent } from './content-format';
import { convertHtmlToMarkdown } from './convert-content';
import { markdownToHtml } from './markdown';
import { sanitiseHtml } from './sanitise';

/** Why HTML content cannot become Markdown without losing something the public page shows. */
export type MarkdownLoss = 'mergedCells' | 'cellAttributes' | 'imageSize' | 'otherHtml';

const LOSS_ORDER: MarkdownLoss[] = ['mergedCells', 'cellAttributes', 'imageSize', 'otherHtml'];

const TABLE_PARTS = new Set([
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
]);

// Markdown writes these under another name, or they only wrap what it writes itself.
const SAME_AS: Record<string, string> = { b: 'strong', i: 'em', s: 'del', strike: 'del' };
const WRAPPERS = new Set(['p', 'div', 'span', 'br', 'thead', 'tbody', 'body']);
// Added by sanitising on the way to the page, whatever the source was.
const ADDED_ATTRIBUTES = new Set(['target', 'rel']);

/** Each element and attribute the public page would show, as "tag" and "tag@name=value". */
function features(html: string): Set<string> {
  const body = new DOMParser().parseFromString(sanitiseHtml(html), 'text/html').body;
  const found = new Set<string>();
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const tag = element.localName;
    const name = SAME_AS[tag] ?? tag;
    if (!WRAPPERS.has(name)) found.add(name);
    for (const attribute of Array.from(element.attributes)) {
      if (!ADDED_ATTRIBUTES.has(attribute.name)) found.add(`${name}@${attribute.name}=${attribute.value}`);
    }
  }
  return found;
}

function tagOf(feature: string): string {
  return feature.split('@')[0] ?? '';
}

function lossOf(feature: string): MarkdownLoss {
  const [tag = '', attribute = ''] = feature.split(/[@=]/);
  if (TABLE_PARTS.has(tag) && (attribute === 'colspan' || attribute === 'rowspan')) return 'mergedCells';
  if (TABLE_PARTS.has(tag) && attribute) return 'cellAttributes';
  if (tag === 'img' && (attribute === 'width' || attribute === 'height')) return 'imageSize';
  return 'otherHtml';
}

/**
 * What converting this HTML to Markdown would lose: every element and attribute the public page
 * shows must come back when the Markdown is read again, and the Markdown must not itself contain
 * HTML (stored text with tags is read as HTML, so its Markdown parts would show as plain text).
 */
export function markdownLosses(html: string): MarkdownLoss[] {
  if (!html.trim()) return [];
  const markdown = convertHtmlToMarkdown(html);
  const kept = features(markdownToHtml(markdown));
  const lost = [...features(html)].filter((feature) => !kept.has(feature));
  // A merged cell breaks the whole Markdown table: its rows and cells are lost because of it.
  const brokenTable = lost.some((feature) => lossOf(feature) === 'mergedCells');
  const losses = new Set(
    lost
      .filter(
        (feature) => !(brokenTable && lossOf(feature) === 'otherHtml' && TABLE_PARTS.has(tagOf(feature))),
      )
      .map(lossOf),
  );
  if (isHtmlContent(markdown)) losses.add('otherHtml');
  return LOSS_ORDER.filter((loss) => losses.has(loss));
}
