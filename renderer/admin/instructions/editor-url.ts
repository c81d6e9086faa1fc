import type { ValidationRule } from '../../../common/validation-rules';

/** Schemes a link may use (spec section 9); images load only over http(s). */
const LINK_SCHEMES = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/** The address to insert, or the rule of common/validation-rules.ts it breaks. */
export type EditorUrlCheck =
  { url: string } | { problem: Extract<ValidationRule, 'urlUnsafe' | 'urlInvalid'> };

/**
 * The address a link or image dialog inserts: `/api/media/…` and other paths of this server and
 * `#anchors` as typed, `www.example.com` as https://, and only the schemes above, so that neither a
 * broken relative link nor a `javascript:` address ends up in an instruction.
 */
export function checkEditorUrl(raw: string, kind: 'link' | 'image'): EditorUrlCheck {
  const url = raw.trim();
  if (url.length === 0 || /\s/.test(url)) return { problem: 'urlInvalid' };
  if (url.startsWith('/') && !url.startsWith('//')) return { url };
  if (url.startsWith('#') && kind === 'link') return { url };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // A host name without a scheme, as people copy it from an address bar or a printed manual.
    return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#].*)?$/u.test(url)
      ? { url: `https://${url}` }
      : { problem: 'urlInvalid' };
  }
  return (kind === 'link' ? LINK_SCHEMES : IMAGE_SCHEMES).has(scheme) ? { url } : { problem: 'urlUnsafe' };
}
