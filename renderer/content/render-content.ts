import { convertCallouts, type CalloutLabels } from './callouts';
import { isHtmlContent } from './content-format';
import { proxyExternalImages } from './image-proxy';
import { markdownToHtml } from './markdown';
import { sanitiseHtml } from './sanitise';
import { wrapTables } from './scroll-tables';
import { keepNumbersWhole } from './whole-numbers';

/** Translated words the rendered content carries (callout headings, the table box's name). */
export interface ContentLabels {
  callouts: CalloutLabels;
  table: string;
}

/**
 * Stored instruction content (HTML when it contains tags, else Markdown) to safe HTML: callouts for
 * `warning:`/`note:` blockquotes, tables in scroll boxes, numbers kept whole, external images through the proxy, then
 * DOMPurify last so nothing the earlier steps produced escapes sanitising.
 */
export function renderContent(content: string, labels?: ContentLabels): string {
  const html = isHtmlContent(content) ? content : markdownToHtml(content);
  // A DOMParser document is inert: nothing in it runs or loads while we rearrange it.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  convertCallouts(body, labels?.callouts);
  wrapTables(body, labels?.table);
  keepNumbersWhole(body);
  proxyExternalImages(body);
  return sanitiseHtml(body.innerHTML);
}
