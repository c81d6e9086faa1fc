import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import electron from 'vite-plugin-electron';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

interface PackageJson {
  dependencies?: Record<string, string>;
}

/**
 * The Electron bundles of `vite build --mode electron`, written to dist-electron/:
 * - main.js and server-process.js (ES modules, like the package): every runtime dependency stays an
 *   external import resolved from the packaged node_modules, better-sqlite3's native addon above all;
 * - preload.cjs: CommonJS in one file, because a sandboxed preload can neither be an ES module nor
 *   require anything but electron.
 * The drizzle migrations are copied beside server-process.js, where server/db/client.ts looks for
 * them once bundled (its import.meta.dirname becomes dist-electron/).
 */
function electronBundles(): Plugin[] {
  const outDir = path.join(root, 'dist-electron');
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  const dependencies = Object.keys(pkg.dependencies ?? {});
  const isDependency = (id: string) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));
  const shared = { configFile: false as const, publicDir: false as const, root, logLevel: 'warn' as const };

  const copyMigrations: Plugin = {
    name: 'copy-migrations',
    closeBundle() {
      cpSync(path.join(root, 'server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
    },
  };

  return electron([
    {
      entry: {
        main: path.join(root, 'electron/main.ts'),
        'server-process': path.join(root, 'electron/server-process.ts'),
      },
      vite: {
        ...shared,
        plugins: [copyMigrations],
        build: {
          outDir,
          emptyOutDir: true,
          minify: false,
          sourcemap: true,
          rolldownOptions: { external: isDependency },
        },
      },
    },
    {
      vite: {
        ...shared,
        build: {
          outDir,
          emptyOutDir: false,
          minify: false,
          rolldownOptions: {
            input: { preload: path.join(root, 'electron/preload.ts') },
            output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
          },
        },
      },
    },
  ]);
}

// `vite build` builds the renderer only (what `npm start` serves); `--mode electron` (`npm run build`)
// also builds the Electron main, server-process and preload bundles into dist-electron/.
export default defineConfig(({ mode }) => ({
  root: `${root}renderer`,
  base: '/',
  plugins: [react(), ...(mode === 'electron' ? electronBundles() : [])],
  build: {
    outDir: `${root}dist/renderer`,
    emptyOutDir: true,
    reportCompressedSize: true,
  },
  test: {
    root,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          root,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true as const,
        test: {
          name: 'api',
          root,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'e2e',
          root,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
