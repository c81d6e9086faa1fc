import { isServerOrigin } from './origin';

/**
 * Every permission request is refused except writing to the clipboard from our own pages: the
 * media gallery's copy-URL button needs it, and it reveals nothing.
 */
export function isPermissionAllowed(permission: string, requestingUrl: string, serverUrl: string): boolean {
  return permission === 'clipboard-sanitized-write' && isServerOrigin(requestingUrl, serverUrl);
}
