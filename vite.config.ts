import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import electron from 'vite-plugin-electron';
import { defineConfig } from 'vitest/config';
import { blueprintIconNames } from './scripts/blueprint-icon-names';
import { blueprintStyles } from './scripts/blueprint-styles';
import { earlyKeysScript } from './scripts/early-keys-script';
import { EndToEndFirst } from './tests/support/test-order';

const root = fileURLToPath(new URL('.', import.meta.url));

interface PackageJson {
  dependencies?: Record<string, string>;
}

/**
 * The Electron bundles of `vite build --mode electron`, written to dist-electron/:
 * - main.js, server-process.js, cli.js (`npm start`), admin-cli.js and library-cli.js (for the tests),
 *   job-worker.js, search-worker.js, wal-checkpoint-worker.js and document-reader.js (ES modules, like the
 *   package): every runtime dependency stays an
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
      // drizzle-kit's schema snapshots are for writing the next migration; migrating reads only the
      // SQL files and meta/_journal.json, so the snapshots (half a megabyte) do not ship.
      cpSync(path.join(root, 'server/db/migrations'), path.join(outDir, 'migrations'), {
        recursive: true,
        filter: (source) => !source.endsWith('_snapshot.json'),
      });
    },
  };

  return electron([
    {
      entry: {
        main: path.join(root, 'electron/main.ts'),
        'server-process': path.join(root, 'electron/server-process.ts'),
        // The worker thread of every long job (CSV import/export/sync, library publish/apply),
        // started from beside the server code; cli.js is `npm start`.
        'job-worker': path.join(root, 'server/jobs/job-worker.ts'),
        // Word search, off the thread that answers requests.
        'search-worker': path.join(root, 'server/services/instruction-search/search-worker.ts'),
        // Folds the library's write-ahead log back into library.db, off the thread that answers requests.
        'wal-checkpoint-worker': path.join(root, 'server/workers/wal-checkpoint-worker.ts'),
        // The text of an uploaded PDF, read in a child process within a time and memory budget.
        'document-reader': path.join(root, 'server/services/documents/document-reader.ts'),
        cli: path.join(root, 'server/cli/server-cli.ts'),
        // `npm run admin` and `npm run library` as the tests run them (tests/support/cli-command.ts):
        // started from source, each spent a second of CPU in tsx before doing anything.
        'admin-cli': path.join(root, 'server/cli/admin-cli.ts'),
        'library-cli': path.join(root, 'server/cli/library-cli.ts'),
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

/**
 * Writes a .br and a .gz beside every compressible asset of the renderer build (pdf.js's worker is
 * a .mjs), so the server sends them compressed without compressing on each request
 * (server/http/static-renderer.ts).
 */
function precompressAssets(): Plugin {
  const assets = path.join(root, 'dist/renderer/assets');
  return {
    name: 'precompress-assets',
    apply: 'build',
    closeBundle() {
      for (const name of readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!/\.(m?js|css|svg|json|html)$/.test(name) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * pdf.js's character maps, standard fonts and JPEG 2000 decoder, copied into the renderer build
 * under /pdfjs/ (renderer/components/pdf-viewer/open-pdf.ts), so a PDF manual never makes the kiosk
 * fetch them from anywhere else. The WebAssembly decoders and colour profiles stay out: the viewer
 * runs without WebAssembly and uses pdf.js's JavaScript fallbacks.
 */
function pdfjsFiles(): Plugin {
  const from = path.join(root, 'node_modules/pdfjs-dist');
  return {
    name: 'pdfjs-files',
    apply: 'build',
    closeBundle() {
      for (const folder of ['cmaps', 'standard_fonts', 'wasm']) {
        cpSync(path.join(from, folder), path.join(root, 'dist/renderer/pdfjs', folder), {
          recursive: true,
          filter: (source) => !source.endsWith('.wasm'),
        });
      }
    },
  };
}

// `vite build` builds the renderer only (what `npm start` serves); `--mode electron` (`npm run build`)
// also builds the Electron main, server-process and preload bundles into dist-electron/.
export default defineConfig(({ mode }) => ({
  root: `${root}renderer`,
  base: '/',
  plugins: [
    react(),
    earlyKeysScript(root),
    blueprintStyles(root),
    blueprintIconNames(),
    precompressAssets(),
    pdfjsFiles(),
    ...(mode === 'electron' ? electronBundles() : []),
  ],
  build: {
    outDir: `${root}dist/renderer`,
    emptyOutDir: true,
    reportCompressedSize: true,
    // Which chunks belong to the admin area: the first-load bench and test read it (tests/support/first-load.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the pages need at once in one file: split along what the admin area shares with
        // them, it came in seven, and each request's headers weigh about a kilobyte (issue 32).
        codeSplitting: { groups: [{ name: 'kiosk', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    root,
    // Most tests wait on a server, a browser or a child process rather than on the CPU, so even a
    // 2-core machine runs three files at once well (Vitest's default there is one). Four finished
    // sooner in one CI run (7.3 against 8.6 min) but leave each file less CPU, and a few end-to-end
    // tests then waited past their limits.
    maxWorkers: 3,
    setupFiles: ['tests/support/quiet-server-log.ts'],
    sequence: { sequencer: EndToEndFirst },
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          root,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A few unit files import the whole server afresh before each case: seconds on a busy machine.
          hookTimeout: 30_000,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'api',
          root,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The files share each worker's import of the server instead of importing it again for
          // each file (a quarter of their time); each starts servers of its own on fresh data.
          isolate: false,
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
          // As for the API files: most start our server in their own process, from one import of it.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page that answers within a second on an idle machine may take several on a busy one:
          // polls wait for the visible outcome that long before they fail.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
}));
