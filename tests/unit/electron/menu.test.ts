import { describe, expect, it } from 'vitest';
import { menuTemplate } from '../../../electron/menu';

describe('menuTemplate', () => {
  it('gives a kiosk no menu at all', () => {
    expect(menuTemplate('kiosk', true, 'linux')).toBeNull();
    expect(menuTemplate('kiosk', false, 'darwin')).toBeNull();
  });

  it('gives a production admin window editing and zoom but no reload or developer tools', () => {
    const text = JSON.stringify(menuTemplate('admin', true, 'linux'));
    expect(text).toContain('editMenu');
    expect(text).not.toMatch(/reload|toggleDevTools|viewMenu/i);
  });

  it('gives developers the view menu and macOS its app menu', () => {
    const roles = (menuTemplate('admin', false, 'darwin') ?? []).map((item) => item.role);
    expect(roles).toEqual(['appMenu', 'editMenu', 'viewMenu', 'windowMenu']);
  });
});
