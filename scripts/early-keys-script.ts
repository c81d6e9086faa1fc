import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';

/**
 * Puts renderer/kiosk/early-keys.ts inline at the top of the page's head: it runs while the page is
 * parsed, before the app's module has loaded, so a scan that starts then keeps its first keys. Inline,
 * it costs no request of its own; the server's Content-Security-Policy allows it by its hash
 * (server/security/inline-script-hashes.ts).
 */
export function earlyKeysScript(root: string): Plugin {
  const source = path.join(root, 'renderer/kiosk/early-keys.ts');
  let code = '';
  return {
    name: 'early-keys-script',
    async buildStart() {
      const { code: javascript } = await transformWithOxc(readFileSync(source, 'utf8'), source, {
        lang: 'ts',
        target: 'es2022',
      });
      // A classic script shares one global scope with every other: its names stay inside. Its type
      // import leaves an empty export behind, which only a module may have.
      const script = `(() => {\n${javascript.replace(/^export \{\};?\n?/m, '')}})();`;
      // Minified: every page load carries it.
      ({ code } = await minify('early-keys.js', script));
    },
    transformIndexHtml: {
      order: 'post',
      // After the charset and the title, before any stylesheet: an inline script waits for the
      // style sheets above it, and the keys must be kept from the start.
      handler: (html) => html.replace('</title>', `</title>\n    <script>${code}</script>`),
    },
  };
}
