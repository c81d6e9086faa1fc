/** A cookie as Electron's session.cookies.get() gives it. */
export interface CookiePair {
  name: string;
  value: string;
}

export function cookieHeader(cookies: readonly CookiePair[]): string {
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

/**
 * Whether the window's session belongs to a signed-in admin, asked of the server itself
 * (GET /api/user with the window's cookies): the main process holds no secret of its own that a key
 * chord could unlock.
 */
export async function isAdminSignedIn(
  serverUrl: string,
  cookies: readonly CookiePair[],
  fetchFn: typeof fetch,
): Promise<boolean> {
  if (cookies.length === 0) return false;
  try {
    const response = await fetchFn(new URL('/api/user', serverUrl), {
      headers: { Cookie: cookieHeader(cookies), Accept: 'application/json' },
      redirect: 'error',
    });
    return response.ok;
  } catch {
    return false;
  }
}
