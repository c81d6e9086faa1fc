import { convertCallouts } from './callouts';
import { isHtmlContent } from './content-format';
import { proxyExternalImages } from './image-proxy';
import { markdownToHtml } from './markdown';
import { sanitiseHtml } from './sanitise';

/**
 * Stored instruction content (HTML when it contains tags, else Markdown) to safe HTML: callouts for
 * `warning:`/`note:` blockquotes, external images through the proxy, then DOMPurify last so nothing
 * the earlier steps produced escapes sanitising.
 */
export function renderContent(content: string): string {
  const html = isHtmlContent(content) ? content : markdownToHtml(content);
  // A DOMParser document is inert: nothing in it runs or loads while we rearrange it.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  convertCallouts(body);
  proxyExternalImages(body);
  return sanitiseHtml(body.innerHTML);
}
