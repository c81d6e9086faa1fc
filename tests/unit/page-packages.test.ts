import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageOnlyPackages } from '../../electron/build/page-packages';
import { PAGE_ONLY_PACKAGES } from '../../electron/build/packaged-layout';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The packages the renderer's sources import, by package name (`@blueprintjs/icons/lib/...` → `@blueprintjs/icons`). */
function rendererImports(): Set<string> {
  const names = new Set<string>();
  const sources = readdirSync(path.join(repoRoot, 'renderer'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(ts|tsx)$/.test(file),
  );
  for (const file of sources) {
    const text = readFileSync(path.join(repoRoot, 'renderer', file), 'utf8');
    for (const [, specifier = ''] of text.matchAll(/(?:\bfrom\s+|^import\s+|\bimport\()'([^.'/][^']*)'/gm)) {
      if (specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
    }
  }
  return names;
}

/** The package names electron-builder.yml leaves out of node_modules, from its `!**\/node_modules/{…}/**` patterns. */
function excludedFromPackage(): Set<string> {
  const yml = readFileSync(path.join(repoRoot, 'electron-builder.yml'), 'utf8');
  const names = new Set<string>();
  for (const [, list = ''] of yml.matchAll(/'!\*\*\/node_modules\/\{([^}]+)\}\/\*\*'/g))
    for (const name of list.split(',')) names.add(name);
  return names;
}

describe('the pages’ libraries', () => {
  it('are declared in dependencies, where a production audit sees what kiosks run', () => {
    const imported = [...rendererImports()];
    expect(imported).toContain('react');
    expect(imported.filter((name) => !(name in manifest.dependencies))).toEqual([]);
    expect(PAGE_ONLY_PACKAGES.filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it('are all listed as page libraries, unless the server imports them too', () => {
    // The server reads PDF text with pdf.js too (its own two files, electron-builder.yml).
    const shared = ['zod', 'pdfjs-dist'];
    const pages: readonly string[] = PAGE_ONLY_PACKAGES;
    expect([...rendererImports()].filter((name) => !pages.includes(name) && !shared.includes(name))).toEqual(
      [],
    );
  });

  it('stay out of the packaged node_modules with everything only they need', () => {
    const only = pageOnlyPackages(repoRoot, PAGE_ONLY_PACKAGES);
    expect(only).toEqual(expect.arrayContaining(['react', 'scheduler', '@floating-ui/dom']));
    expect(only).not.toContain('express');
    const excluded = excludedFromPackage();
    const covered = (name: string) =>
      excluded.has(name) || (name.startsWith('@') && excluded.has(name.split('/')[0] ?? name));
    expect(only.filter((name) => !covered(name))).toEqual([]);
  });
});
