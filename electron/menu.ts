import type { MenuItemConstructorOptions } from 'electron';
import type { ShellMode } from '../common/kiosk-bridge';

/**
 * The application menu: none in a kiosk (a menu would offer reload and quit); in admin mode the
 * editing shortcuts (copy and paste need the Edit menu on macOS), plus reload and developer tools
 * only outside production.
 */
export function menuTemplate(
  mode: ShellMode,
  production: boolean,
  platform: NodeJS.Platform,
): MenuItemConstructorOptions[] | null {
  if (mode === 'kiosk') return null;
  const template: MenuItemConstructorOptions[] = [];
  if (platform === 'darwin') template.push({ role: 'appMenu' });
  template.push({ role: 'editMenu' });
  template.push(
    production
      ? {
          label: 'View',
          submenu: [
            { role: 'resetZoom' },
            { role: 'zoomIn' },
            { role: 'zoomOut' },
            { role: 'togglefullscreen' },
          ],
        }
      : { role: 'viewMenu' },
  );
  template.push({ role: 'windowMenu' });
  return template;
}
