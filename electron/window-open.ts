import type { HandlerDetails, WindowOpenHandlerResponse } from 'electron';
import type { ShellMode } from '../common/kiosk-bridge';
import { isServerOrigin, isWebUrl } from './origin';

/**
 * No page ever gets a second window. In admin mode a link to another web site opens in the
 * system browser; a kiosk has no browser to hand off to, so there it just does nothing.
 */
export function windowOpenHandler(
  mode: ShellMode,
  serverUrl: string,
  openExternal: (url: string) => void,
): (details: Pick<HandlerDetails, 'url'>) => WindowOpenHandlerResponse {
  return ({ url }) => {
    if (mode === 'admin' && isWebUrl(url) && !isServerOrigin(url, serverUrl)) openExternal(url);
    return { action: 'deny' };
  };
}
