const PROXY_IMAGE_PATH = '/api/proxy-image';
export const ORIGINAL_SRC_ATTRIBUTE = 'data-original-src';

const ABSOLUTE_HTTP = /^(?:https?:)?\/\//i;

export function proxiedImageUrl(url: string): string {
  return `${PROXY_IMAGE_PATH}?url=${encodeURIComponent(url)}`;
}

function isExternalImage(src: string): boolean {
  if (!ABSOLUTE_HTTP.test(src)) return false;
  try {
    const url = new URL(src, 'https://relative.invalid');
    return !url.pathname.startsWith('/api/media/');
  } catch {
    return false;
  }
}

/**
 * Points external http(s) images at our image proxy (a kiosk has no internet, the server may) and
 * keeps the original address for the fallback on load error. An author's own `data-original-src`
 * is dropped first: only this function may say where a failed image falls back to.
 */
export function proxyExternalImages(root: Element): void {
  for (const image of Array.from(root.querySelectorAll('img'))) {
    image.removeAttribute(ORIGINAL_SRC_ATTRIBUTE);
    const src = image.getAttribute('src')?.trim() ?? '';
    if (!isExternalImage(src)) continue;
    const original = src.startsWith('//') ? `https:${src}` : src;
    image.setAttribute('src', proxiedImageUrl(original));
    image.setAttribute(ORIGINAL_SRC_ATTRIBUTE, original);
  }
}

/**
 * The address to fall back to when a proxied image failed: its original http(s) URL, or null when
 * the image was not proxied by us or the original is not a plain http(s) address.
 */
export function fallbackImageUrl(image: HTMLImageElement): string | null {
  const original = image.getAttribute(ORIGINAL_SRC_ATTRIBUTE);
  const src = image.getAttribute('src') ?? '';
  if (!original || !src.startsWith(`${PROXY_IMAGE_PATH}?`)) return null;
  try {
    const url = new URL(original);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Whether a failed proxied image may fall back to its original address, given how the proxy
 * answered a second look: only when it could not fetch (no answer, time-out, 5xx such as 502),
 * never when it refused the address (any 4xx) — falling back then would bypass that refusal.
 */
export function fallsBackAfter(proxyStatus: number): boolean {
  return proxyStatus === 0 || proxyStatus >= 500;
}
