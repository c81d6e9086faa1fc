import type { Event, HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';
import type { ShellMode } from '../common/kiosk-bridge';
import { isServerOrigin } from './origin';
import type { KeyInput } from './key-input';
import { shortcutAction } from './shortcuts';
import { windowOpenHandler } from './window-open';

/** The parts of WebContents the guards attach to, so a test can stand in for it. */
export type GuardedContents = Pick<WebContents, 'setWindowOpenHandler'> & {
  on(
    event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate',
    listener: (event: { url: string; preventDefault(): void }) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: Pick<Event, 'preventDefault'>) => void): unknown;
  on(
    event: 'before-input-event',
    listener: (event: Pick<Event, 'preventDefault'>, input: KeyInput) => void,
  ): unknown;
};

export interface GuardOptions {
  mode: ShellMode;
  production: boolean;
  /** A getter: a restarted server may come back on another port. */
  serverUrl: () => string;
  openExternal: (url: string) => void;
  openSignIn: () => void;
}

/**
 * Keeps a window on the server's own pages: navigations and redirects elsewhere are cancelled,
 * no page opens a window, no <webview> is attached, and the kiosk's key chords are filtered.
 */
export function attachWindowGuards(contents: GuardedContents, options: GuardOptions): void {
  const keepOnServer = (event: { url: string; preventDefault(): void }) => {
    if (!isServerOrigin(event.url, options.serverUrl())) event.preventDefault();
  };
  contents.on('will-navigate', keepOnServer);
  contents.on('will-frame-navigate', keepOnServer);
  contents.on('will-redirect', keepOnServer);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  const openHandler = (details: HandlerDetails): WindowOpenHandlerResponse =>
    windowOpenHandler(options.mode, options.serverUrl(), options.openExternal)(details);
  contents.setWindowOpenHandler(openHandler);
  contents.on('before-input-event', (event, input) => {
    const action = shortcutAction(input, options.mode, options.production);
    if (action === 'allow') return;
    event.preventDefault();
    if (action === 'open-sign-in') options.openSignIn();
  });
}
