/** Characters a quoted filename may hold in every browser: printable ASCII without quote and backslash. */
const PLAIN = /[^\x20-\x7e]|["\\%]/g;

/**
 * A Content-Disposition header for a file name from an upload: an ASCII fallback in `filename` and
 * the exact name in `filename*` (RFC 5987/6266), so no name can break the header or smuggle another.
 */
export function contentDisposition(
  type: 'inline' | 'attachment',
  fileName: string,
  fallback: string,
): string {
  const ascii = fileName.replace(PLAIN, '_').trim() || fallback;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
