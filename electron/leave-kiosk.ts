import type { ExitKioskResult } from '../common/kiosk-bridge';
import { isServerOrigin } from './origin';
import { isAdminSignedIn, type CookiePair } from './session-check';

/** What the main process knows when a page asks to leave kiosk mode. */
export interface LeaveKioskRequest {
  /** The address of the frame that asked. */
  senderUrl: string;
  serverUrl: string;
  /** The kiosk window's cookies, or undefined when no kiosk window is open. */
  cookies: readonly CookiePair[] | undefined;
  fetchFn: typeof fetch;
}

/**
 * Whether the kiosk may be left: only our own pages may ask, and the server decides whether the
 * asker is a signed-in admin, so a page or a key chord alone can never unlock the shell.
 */
export async function decideLeaveKiosk(request: LeaveKioskRequest): Promise<ExitKioskResult> {
  if (!isServerOrigin(request.senderUrl, request.serverUrl)) return { ok: false, message: 'Refused.' };
  if (!request.cookies) return { ok: false, message: 'No kiosk window is open.' };
  if (!(await isAdminSignedIn(request.serverUrl, request.cookies, request.fetchFn))) {
    return { ok: false, message: 'Sign in as an administrator to leave kiosk mode.' };
  }
  return { ok: true };
}
