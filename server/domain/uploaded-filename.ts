const MAX_UPLOADED_FILENAME_LENGTH = 200;
const FALLBACK_NAME = 'image';

/** Control characters, and format characters such as the right-to-left override that make a name lie about its extension. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A display name that is safe anywhere we show or send it: no folders (only the last path segment
 * survives), no control or bidi characters, no leading dots, at most MAX_UPLOADED_FILENAME_LENGTH
 * characters with the extension kept when the name has to be shortened.
 */
export function sanitiseUploadedFilename(raw: string): string {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[.\s]+/u, '');
  if (cleaned.length === 0) return FALLBACK_NAME;
  return shorten(cleaned);
}

function shorten(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= MAX_UPLOADED_FILENAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length === 0 || extension.length > 16)
    return chars.slice(0, MAX_UPLOADED_FILENAME_LENGTH).join('');
  const stem = Array.from(name.slice(0, dot)).slice(0, MAX_UPLOADED_FILENAME_LENGTH - extension.length);
  return [...stem, ...extension].join('');
}
