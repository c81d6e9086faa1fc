/**
 * Whether `target` is on the server's own origin. Origins are compared after URL parsing, never
 * as string prefixes: `http://127.0.0.1:4000.evil.com` and `http://127.0.0.1:4000@evil.com` start
 * with the server's address but belong to someone else.
 */
export function isServerOrigin(target: string, serverUrl: string): boolean {
  try {
    const origin = new URL(target).origin;
    // Opaque origins (file:, data:, about:) serialise as "null" and must never match.
    return origin !== 'null' && origin === new URL(serverUrl).origin;
  } catch {
    return false;
  }
}

export function isWebUrl(target: string): boolean {
  try {
    const { protocol } = new URL(target);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
