import type { Plugin } from 'vite';

const ICON_NAMES_MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/**
 * Blueprint's `IconNames` and `IconNamesSet` without its table of every icon's name (12 KB on the
 * wire, plus the case-conversion library that builds them), which Blueprint's Icon component pulls
 * into every page that shows a button. The public pages draw their icons from named imports; the
 * admin's icons named by string load their paths on demand as before, and an unknown name still
 * draws nothing (its paths are simply not found instead of being refused up front).
 */
const SLIM_ICON_NAMES = `
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const IconNamesSet = { has: (name) => typeof name === 'string' && ICON_NAME.test(name) };
const toIconName = (key) =>
  /^[A-Z0-9_]+$/.test(key)
    ? key.toLowerCase().replaceAll('_', '-')
    : key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const IconNames = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? toIconName(key) : undefined) });
`;

/** Swaps Blueprint's icon-name table for SLIM_ICON_NAMES in the renderer's build. */
export function blueprintIconNames(): Plugin {
  return {
    name: 'blueprint-icon-names',
    enforce: 'pre',
    load(id) {
      return ICON_NAMES_MODULE.test(id.split('?')[0] ?? id) ? SLIM_ICON_NAMES : null;
    },
  };
}
