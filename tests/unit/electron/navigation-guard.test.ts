import { EventEmitter } from 'node:events';
import type { HandlerDetails, WindowOpenHandlerResponse } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { isServerOrigin } from '../../../electron/origin';
import { attachWindowGuards, type GuardOptions } from '../../../electron/window-guards';
import type { KeyInput } from '../../../electron/key-input';

const server = 'http://127.0.0.1:4815';

describe('isServerOrigin', () => {
  it.each([server, `${server}/`, `${server}/admin/categories`, `${server}/instructions/AVN-R110/de?x=1#top`])(
    'allows %s',
    (url) => expect(isServerOrigin(url, server)).toBe(true),
  );

  it.each([
    ['another host', 'http://example.com/'],
    ['another port', 'http://127.0.0.1:4816/'],
    ['another scheme', 'https://127.0.0.1:4815/'],
    ['localhost for 127.0.0.1', 'http://localhost:4815/'],
    ['a file', 'file:///etc/passwd'],
    ['a look-alike host', 'http://127.0.0.1.evil.com/'],
    ['a look-alike host with the port', 'http://127.0.0.1:4815.evil.com/'],
    ['user info before another host', 'http://127.0.0.1:4815@evil.com/'],
    ['a data URL', 'data:text/html,<h1>hi</h1>'],
    ['javascript', 'javascript:alert(1)'],
    ['about:blank', 'about:blank'],
    ['a relative path', '/admin'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_name, url) => expect(isServerOrigin(url, server)).toBe(false));
});

class FakeContents extends EventEmitter {
  openHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | undefined;
  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void {
    this.openHandler = handler;
  }
}

function preventable(url = '') {
  return { url, preventDefault: vi.fn() };
}

function key(partial: Partial<KeyInput>): KeyInput {
  return { type: 'keyDown', key: 'a', control: false, meta: false, shift: false, alt: false, ...partial };
}

function guarded(options: Partial<GuardOptions> = {}) {
  const contents = new FakeContents();
  const all: GuardOptions = {
    mode: 'kiosk',
    production: true,
    serverUrl: () => server,
    openExternal: vi.fn(),
    openSignIn: vi.fn(),
    ...options,
  };
  attachWindowGuards(contents, all);
  return { contents, options: all };
}

describe('attachWindowGuards', () => {
  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])('lets %s stay on the server', (name) => {
    const { contents } = guarded();
    const event = preventable(`${server}/admin`);
    contents.emit(name, event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])(
    'cancels %s to another origin',
    (name) => {
      const { contents } = guarded();
      for (const url of ['http://127.0.0.1:4815@evil.com/', 'file:///etc/passwd', 'http://127.0.0.1:9999/']) {
        const event = preventable(url);
        contents.emit(name, event);
        expect(event.preventDefault).toHaveBeenCalledOnce();
      }
    },
  );

  it('follows the server to a new port after a restart', () => {
    let current = server;
    const { contents } = guarded({ serverUrl: () => current });
    current = 'http://127.0.0.1:5000';
    const old = preventable(`${server}/`);
    const fresh = preventable('http://127.0.0.1:5000/');
    contents.emit('will-navigate', old);
    contents.emit('will-navigate', fresh);
    expect(old.preventDefault).toHaveBeenCalled();
    expect(fresh.preventDefault).not.toHaveBeenCalled();
  });

  it('refuses every <webview>', () => {
    const { contents } = guarded({ mode: 'admin' });
    const event = preventable();
    contents.emit('will-attach-webview', event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('denies new windows and, in a kiosk, hands nothing to the system browser', () => {
    const { contents, options } = guarded({ mode: 'kiosk' });
    expect(contents.openHandler?.({ url: 'https://example.com/manual.pdf' } as HandlerDetails)).toEqual({
      action: 'deny',
    });
    expect(options.openExternal).not.toHaveBeenCalled();
  });

  it('blocks reload and developer tools in a production kiosk, and opens the sign-in page on Ctrl+Shift+A', () => {
    const { contents, options } = guarded({ mode: 'kiosk', production: true });
    for (const input of [
      key({ key: 'F5' }),
      key({ key: 'r', control: true }),
      key({ key: 'R', control: true, shift: true }),
      key({ key: 'F12' }),
      key({ key: 'I', control: true, shift: true }),
      key({ key: 'i', meta: true, alt: true }),
    ]) {
      const event = preventable();
      contents.emit('before-input-event', event, input);
      expect(event.preventDefault, JSON.stringify(input)).toHaveBeenCalled();
    }
    const typing = preventable();
    contents.emit('before-input-event', typing, key({ key: 'r' }));
    expect(typing.preventDefault).not.toHaveBeenCalled();

    const chord = preventable();
    contents.emit('before-input-event', chord, key({ key: 'A', control: true, shift: true }));
    expect(chord.preventDefault).toHaveBeenCalled();
    expect(options.openSignIn).toHaveBeenCalledOnce();
  });

  it('keeps reload in admin mode and the chord does nothing there', () => {
    const { contents, options } = guarded({ mode: 'admin', production: true });
    const reload = preventable();
    contents.emit('before-input-event', reload, key({ key: 'r', control: true }));
    expect(reload.preventDefault).not.toHaveBeenCalled();
    contents.emit('before-input-event', preventable(), key({ key: 'A', control: true, shift: true }));
    expect(options.openSignIn).not.toHaveBeenCalled();
  });

  it('leaves all shortcuts to a developer outside production', () => {
    const { contents } = guarded({ mode: 'kiosk', production: false });
    const event = preventable();
    contents.emit('before-input-event', event, key({ key: 'I', control: true, shift: true }));
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
