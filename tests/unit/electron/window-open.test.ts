import { describe, expect, it, vi } from 'vitest';
import { windowOpenHandler } from '../../../electron/window-open';
import { isPermissionAllowed } from '../../../electron/permissions';

const server = 'http://127.0.0.1:4815';

describe('windowOpenHandler', () => {
  it('always denies the new window', () => {
    for (const mode of ['kiosk', 'admin'] as const) {
      const handler = windowOpenHandler(mode, server, vi.fn());
      for (const url of [
        `${server}/admin`,
        'https://example.com/',
        'file:///etc/passwd',
        'javascript:alert(1)',
      ]) {
        expect(handler({ url })).toEqual({ action: 'deny' });
      }
    }
  });

  it('in admin mode opens another web site in the system browser', () => {
    const openExternal = vi.fn();
    windowOpenHandler('admin', server, openExternal)({ url: 'https://example.com/datasheet' });
    expect(openExternal).toHaveBeenCalledWith('https://example.com/datasheet');
  });

  it('never hands the operating system a file, script, mail or own-server link', () => {
    const openExternal = vi.fn();
    const handler = windowOpenHandler('admin', server, openExternal);
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'mailto:a@b.c',
      `${server}/admin`,
      'smb://share/x',
    ])
      handler({ url });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('in kiosk mode opens nothing at all', () => {
    const openExternal = vi.fn();
    windowOpenHandler('kiosk', server, openExternal)({ url: 'https://example.com/' });
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('isPermissionAllowed', () => {
  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'fullscreen',
    'openExternal',
    'hid',
    'usb',
  ])('refuses %s', (permission) =>
    expect(isPermissionAllowed(permission, `${server}/admin`, server)).toBe(false),
  );

  it('allows writing to the clipboard from our own pages only', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', `${server}/admin/media-gallery`, server)).toBe(
      true,
    );
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://example.com/', server)).toBe(false);
  });
});
