import type { SessionUser } from '../common/api/auth';

/** A cookie as Electron's session.cookies.get() gives it. */
export interface CookiePair {
  name: string;
  value: string;
}

export function cookieHeader(cookies: readonly CookiePair[]): string {
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

/**
 * Whether the window's session belongs to a signed-in user with the admin role, asked of the server
 * itself (GET /api/user with the window's cookies): the main process holds no secret of its own that
 * a key chord could unlock, and an editor may write instructions but not unlock the kiosk.
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
    if (!response.ok) return false;
    const user = (await response.json()) as Partial<SessionUser>;
    return user.role === 'admin';
  } catch {
    return false;
  }
}
