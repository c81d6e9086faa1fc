import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources of the inline scripts the renderer's build put in its
 * index.html (the head's early-keys script, scripts/early-keys-script.ts), read once at start: they
 * run before any file could be fetched, and the policy allows no other inline script. None when the
 * renderer is not built.
 */
export function inlineScriptSources(rendererDir: string): string[] {
  const indexFile = path.join(rendererDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  return [...readFileSync(indexFile, 'utf8').matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}
