import DOMPurify, { type Config } from 'dompurify';

// The spec's link protocols (http, https, irc, ircs, mailto, xmpp); the last two alternatives keep
// relative links (`/x`, `#y`, `page.html`) the way DOMPurify's default expression does.
const ALLOWED_URI = /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'select',
    'option',
    'optgroup',
    'textarea',
    'fieldset',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'template',
    'dialog',
    'noscript',
    'svg',
    'math',
  ],
  // Inline styles could lay a fake screen over the kiosk; srcset would bypass the image proxy.
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'ping', 'target'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_NAMED_PROPS: true,
};

const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (/^https?:/i.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** HTML made safe to put into a public page. */
export function sanitiseHtml(html: string): string {
  return purifier.sanitize(html, CONFIG);
}
