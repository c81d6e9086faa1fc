import { badRequest } from '../../errors';

const MAX_URL_LENGTH = 2048;

/**
 * The `url` query parameter as an absolute http(s) URL. The WHATWG parser also turns numeric host
 * spellings (`2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`) into canonical addresses, so the
 * address check sees what the connection would use.
 */
export function parseProxyUrl(raw: unknown): URL {
  if (typeof raw !== 'string' || raw.trim().length === 0) throw badRequest('The url parameter is required');
  if (raw.length > MAX_URL_LENGTH) throw badRequest(`The url must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest('The url is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('Only http and https URLs can be proxied');
  if (url.username !== '' || url.password !== '') throw badRequest('URLs with credentials cannot be proxied');
  if (hostOf(url).length === 0) throw badRequest('The url has no host');
  return url;
}

/** The host to resolve or connect to: IPv6 literals lose their brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');
