import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transform, type Selector } from 'lightningcss';
import type { Plugin } from 'vite';

/**
 * Blueprint's class blocks the public pages never show: their components live in the admin area
 * only (dialogs, menus, popovers, tables, tabs, toasts…), or nowhere (dark theme, icon font).
 * A rule is public when none of its Blueprint classes is one of these or starts with one and a dash.
 */
const ADMIN_ONLY_BLOCKS = [
  'alert',
  'breadcrumb',
  'breadcrumbs',
  'button-group',
  'card-list',
  'checkbox',
  'collapse',
  'compound-tag',
  'context-menu',
  'control',
  'dark',
  'dialog',
  'divider',
  'drawer',
  'editable-text',
  'entity-title',
  'file-input',
  'file-upload-input',
  'hotkey',
  'html-table',
  // The public pages' buttons, callouts and tags are primary, warning or danger, never green.
  'intent-success',
  'key',
  'key-combo',
  'menu',
  'multistep-dialog',
  'navbar',
  'numeric-input',
  'overflow-list',
  'overlay',
  'panel-stack2',
  'popover',
  'portal',
  'progress-bar',
  'progress-meter',
  'radio',
  'resizable-input-span',
  'section',
  'segmented-control',
  // The old name of html-select, which Blueprint's components no longer write.
  'select',
  'slider',
  'submenu',
  'switch',
  'tab',
  'tabs',
  'tag-input',
  'tag-remove',
  'text-area',
  'toast',
  'tooltip',
  'tree',
];

/**
 * The public pages draw icons as SVG (`.bp6-icon:not(:empty)::before` hides any glyph), so the
 * icon font's one rule per icon name is for the admin's few font icons only.
 */
const ICON_CLASSES_KEPT = new Set(['icon', 'icon-standard', 'icon-large', 'icon-muted', 'icon-container']);

function isAdminOnlyClass(name: string): boolean {
  if (!name.startsWith('bp6-')) return false;
  const block = name.slice('bp6-'.length);
  if (block.startsWith('icon')) return !ICON_CLASSES_KEPT.has(block);
  return ADMIN_ONLY_BLOCKS.some((denied) => block === denied || block.startsWith(`${denied}-`));
}

const isAdminOnly = (selector: Selector) =>
  selector.some((part) => part.type === 'class' && isAdminOnlyClass(part.name));

/**
 * lightningcss hands rules to a visitor with absent values as null, but reads a rule given back only
 * with them left out ("expected an object-like struct named Specifier, found ()").
 */
function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([, field]) => field !== null);
  return Object.fromEntries(entries.map(([key, field]) => [key, withoutNulls(field)])) as T;
}

const blueprintFile = (root: string) =>
  path.join(root, 'node_modules/@blueprintjs/core/lib/css/blueprint.css');

/**
 * Blueprint's stylesheet split in two, in its own order: the selectors the public pages may match,
 * and the rest (`admin`), which the admin area adds. Selectors are split one by one out of their
 * rules, so every rule keeps its place in the cascade within each part.
 */
function splitBlueprint(root: string, part: 'public' | 'admin'): string {
  const keep = part === 'public' ? (selector: Selector) => !isAdminOnly(selector) : isAdminOnly;
  const { code } = transform({
    filename: 'blueprint.css',
    code: readFileSync(blueprintFile(root)),
    visitor: {
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors.filter(keep);
          if (selectors.length === rule.value.selectors.length) return undefined;
          if (selectors.length === 0) return [];
          return withoutNulls({ ...rule, value: { ...rule.value, selectors } });
        },
      },
    },
  });
  return code.toString();
}

/**
 * Serves `renderer/blueprint-public.css` and `renderer/admin/shell/blueprint-admin.css` as the two
 * parts of Blueprint's stylesheet (their own text only imports the whole sheet, which is what they
 * would be without this plugin). The kiosk's first load carries the public part only (issue 32).
 */
export function blueprintStyles(root: string): Plugin {
  const parts = new Map<string, 'public' | 'admin'>([
    [path.join(root, 'renderer/blueprint-public.css'), 'public'],
    [path.join(root, 'renderer/admin/shell/blueprint-admin.css'), 'admin'],
  ]);
  return {
    name: 'blueprint-styles',
    enforce: 'pre',
    load(id) {
      const part = parts.get(id.split('?')[0] ?? id);
      if (!part) return null;
      this.addWatchFile(blueprintFile(root));
      return splitBlueprint(root, part);
    },
  };
}
