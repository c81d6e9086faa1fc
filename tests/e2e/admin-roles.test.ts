import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const EDITOR = { username: 'writer', password: 'writer-password', newPassword: 'writer-password-2' };

let server: TestServer;
let page: Page;

async function menuItems(): Promise<string[]> {
  return (await page.locator('.admin-menu a.bp6-menu-item').allInnerTexts()).map((text) => text.trim());
}

describe('users and roles in the admin', () => {
  const e2e = useEndToEnd({ admin: true, context: { viewport: { width: 1366, height: 768 } } });
  beforeAll(() => {
    ({ server, page } = e2e);
  });

  it('lets an admin add an editor, who then sees a reduced menu and no delete or user management', async () => {
    const category = await page.request.post(`${server.url}/api/admin/categories`, {
      data: { name: 'Audio' },
    });
    expect(category.status()).toBe(201);

    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.locator('#user-name').fill(EDITOR.username);
    await page.locator('#user-password').fill(EDITOR.password);
    await page.locator('#user-role').selectOption('editor');
    await page.getByRole('dialog').getByRole('button', { name: 'Add user' }).click();
    const row = page.locator(`tr[data-username="${EDITOR.username}"]`);
    await row.waitFor();
    expect(await row.getByRole('combobox', { name: `Role of ${EDITOR.username}` }).inputValue()).toBe(
      'editor',
    );
    await expect.poll(menuItems).toContain('Users');
    await screenshot(page, 'users-screen-1366');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'users-screen-360');
    // On a phone each role is still read whole: the table scrolls sideways instead of squeezing it.
    const cutRoles = await page.locator('.users-table tbody select').evaluateAll((selects) =>
      selects
        .filter((element): element is HTMLSelectElement => element instanceof HTMLSelectElement)
        .filter((select) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return true;
          context.font = style.font;
          const text = context.measureText(select.selectedOptions[0]?.text ?? '').width;
          const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          return text + padding > select.clientWidth;
        })
        .map((select) => select.value),
    );
    expect(cutRoles).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });

    // A forgotten password is set anew; a too short one is refused in the field.
    await row.getByRole('button', { name: 'Reset password' }).click();
    const resetDialog = page.getByRole('dialog', { name: `New password for ${EDITOR.username}` });
    await resetDialog.locator('#user-new-password').fill('short');
    await resetDialog.getByRole('button', { name: 'Set password' }).click();
    await resetDialog.locator('.bp6-form-group.bp6-intent-danger').waitFor();
    await resetDialog.locator('#user-new-password').fill(EDITOR.newPassword);
    await resetDialog.getByRole('button', { name: 'Set password' }).click();
    await resetDialog.waitFor({ state: 'detached' });

    // The admin signs out; the editor signs in through the sign-in page.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.locator('#login-username').fill(EDITOR.username);
    await page.locator('#login-password').fill(EDITOR.newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.locator('.admin-user-role').filter({ hasText: 'Editor' }).waitFor();

    const items = await menuItems();
    expect(items).toEqual(
      expect.arrayContaining(['Dashboard', 'Categories', 'Instructions', 'Translations', 'Media Gallery']),
    );
    for (const hidden of ['Users', 'Article Numbers', 'Publish Library', 'Library Updates', 'Backups'])
      expect(items).not.toContain(hidden);
    await screenshot(page, 'editor-menu-1366');

    await page.getByRole('menuitem', { name: 'Categories' }).click();
    await page.locator('tbody tr').filter({ hasText: 'Audio' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Edit' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('heading', { name: 'Only for admins' }).waitFor();
    await page.locator('.admin-not-found .bp6-icon-lock svg').waitFor();
    expect(await page.locator('.users-table').count()).toBe(0);
    await screenshot(page, 'editor-not-allowed');

    // An editor's new instruction is a draft, and the message says kiosks do not show it yet.
    await page.goto(`${server.url}/admin/instructions/new`);
    await page.locator('#instruction-title').fill('Soundbar wall mount');
    await page.locator('#instruction-category').selectOption({ label: 'Audio' });
    await page.locator('#content-en').fill('Use the two screws in the box.');
    // An editor's save is always a draft: one button says so, none offers to publish.
    const saveButtons = page.locator(
      '.form-actions button[type="submit"], .form-actions button.bp6-intent-primary',
    );
    expect(await saveButtons.allTextContents()).toEqual(['Save as draft']);
    await screenshot(page, 'editor-new-instruction');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page
      .locator('.bp6-toast', {
        hasText: 'Draft saved. Kiosks do not show this instruction until it is published.',
      })
      .waitFor();
    const draftRow = page.locator('tbody tr').filter({ hasText: 'Soundbar wall mount' });
    await draftRow.locator('.draft-tag').filter({ hasText: 'Draft, not published' }).waitFor();
    // The tag stands apart from the title instead of touching its last letter.
    const gap = await draftRow.evaluate((tr) => {
      const title = tr.querySelector('td a')?.getBoundingClientRect();
      const tag = tr.querySelector('.draft-tag')?.getBoundingClientRect();
      return title && tag ? tag.left - title.right : 0;
    });
    expect(gap).toBeGreaterThanOrEqual(6);
  });
});
