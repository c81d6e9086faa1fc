import { describe, expect, it } from 'vitest';
import { isKioskEscapeKey, kioskWindowLocks, mayCloseWindow } from '../../../electron/kiosk-lock';
import type { KeyInput } from '../../../electron/key-input';
import { shortcutAction } from '../../../electron/shortcuts';

function key(keyName: string, modifiers: Partial<KeyInput> = {}): KeyInput {
  return {
    type: 'keyDown',
    key: keyName,
    control: false,
    meta: false,
    shift: false,
    alt: false,
    ...modifiers,
  };
}

const escapes: [string, KeyInput][] = [
  ['Alt+F4', key('F4', { alt: true })],
  ['Ctrl+W', key('w', { control: true })],
  ['Ctrl+Shift+W', key('W', { control: true, shift: true })],
  ['Ctrl+Q', key('q', { control: true })],
  ['Cmd+Q', key('q', { meta: true })],
  ['Ctrl+F4', key('F4', { control: true })],
  ['Cmd+M', key('m', { meta: true })],
  ['Cmd+H', key('h', { meta: true })],
  ['Super', key('Meta', { meta: true })],
  ['F11', key('F11')],
];

describe('kiosk keys', () => {
  it.each(escapes)('a kiosk refuses %s, in production and in development', (_name, input) => {
    expect(isKioskEscapeKey(input)).toBe(true);
    expect(shortcutAction(input, 'kiosk', true)).toBe('block');
    expect(shortcutAction(input, 'kiosk', false)).toBe('block');
  });

  it.each(escapes)('an admin window lets %s through', (_name, input) => {
    expect(shortcutAction(input, 'admin', true)).toBe('allow');
  });

  it('lets ordinary typing through in a kiosk', () => {
    for (const input of [key('a'), key('Q', { shift: true }), key('4'), key('Enter'), key('F4')])
      expect(shortcutAction(input, 'kiosk', true)).toBe('allow');
  });

  it('still opens the sign-in page with Ctrl+Shift+A', () => {
    expect(shortcutAction(key('A', { control: true, shift: true }), 'kiosk', true)).toBe('open-sign-in');
  });
});

describe('closing windows', () => {
  it('refuses to close a kiosk window unless the app quits', () => {
    expect(mayCloseWindow({ mode: 'kiosk', quitting: false })).toBe(false);
    expect(mayCloseWindow({ mode: 'kiosk', quitting: true })).toBe(true);
  });

  it('closes an admin window normally', () => {
    expect(mayCloseWindow({ mode: 'admin', quitting: false })).toBe(true);
  });

  it("takes the window manager's buttons away from a kiosk only", () => {
    expect(kioskWindowLocks('kiosk')).toEqual({
      closable: false,
      minimizable: false,
      maximizable: false,
      movable: false,
      resizable: false,
    });
    expect(Object.values(kioskWindowLocks('admin')).every(Boolean)).toBe(true);
  });
});
