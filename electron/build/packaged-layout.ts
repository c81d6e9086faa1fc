/** What the packaged app holds, as paths relative to the resources folder, with forward slashes. */
export interface PackagedListing {
  /** Inside app.asar. */
  asar: readonly string[];
  /** Inside app.asar.unpacked (the native addon). */
  unpacked: readonly string[];
  /** Beside the asar (extraResources, such as the renderer build). */
  resources: readonly string[];
}

/** Files the code reads at run time, by where they must be. */
export const RUNTIME_FILES = {
  asar: [
    'package.json',
    'dist-electron/main.js',
    'dist-electron/preload.cjs',
    'dist-electron/server-process.js',
    // Started by the main process for the server to read an uploaded PDF's text (reader-relay.ts).
    'dist-electron/document-reader.js',
    'node_modules/pdfjs-dist/legacy/build/pdf.min.mjs',
    'node_modules/pdfjs-dist/legacy/build/pdf.worker.min.mjs',
    'dist-electron/migrations/meta/_journal.json',
    'dist-electron/migrations/0000_initial.sql',
    'resources/demo/catalogue.json',
    'resources/demo/instructions.json',
    'resources/default-settings.json',
  ],
  unpacked: ['node_modules/better-sqlite3/build/Release/better_sqlite3.node'],
  resources: ['renderer/index.html'],
} as const;

/** The native addon the server loads; it must be built for the packaged Electron's ABI. */
export const NATIVE_ADDON = RUNTIME_FILES.unpacked[0];

/**
 * The libraries the pages import: in `dependencies`, since they ship to every kiosk inside the
 * renderer build, which vite bundles them into; a copy in the packaged node_modules, or of a package
 * only they need (page-packages.ts), is dead weight that electron-builder.yml leaves out.
 */
export const PAGE_ONLY_PACKAGES = [
  'react',
  'react-dom',
  '@blueprintjs/core',
  '@blueprintjs/icons',
  'i18next',
  'react-i18next',
  'react-router-dom',
  'marked',
  'dompurify',
  'turndown',
  '@joplin/turndown-plugin-gfm',
  '@tanstack/react-query',
  'qrcode',
  'normalize.css',
  'diff',
] as const;

/** better-sqlite3's C sources and compiler leftovers: only the .node file is needed at run time. */
const BUILD_LEFTOVERS = [
  /node_modules\/better-sqlite3\/(deps|src)\//,
  /node_modules\/better-sqlite3\/binding\.gyp$/,
  /node_modules\/better-sqlite3\/build\/(?!Release\/better_sqlite3\.node$)/,
];

/** Files no running app reads; electron-builder.yml leaves them out, this catches one that slips in. */
const DEAD_WEIGHT = [
  /node_modules\/.*\.(map|ts|mts|cts)$/,
  /node_modules\/@types\//,
  /node_modules\/zod\/src\//,
  /node_modules\/drizzle-orm\/(gel-core|mysql-core|singlestore-core|mysql2|node-postgres|postgres-js|libsql)\//,
];

function hasPackage(files: readonly string[], name: string): boolean {
  const folder = `node_modules/${name}/`;
  return files.some((file) => file.startsWith(folder) || file.includes(`/${folder}`));
}

/** Everything wrong with a packaged app's layout, one sentence each; empty when it is complete. */
export function layoutProblems(listing: PackagedListing): string[] {
  const problems: string[] = [];
  for (const where of ['asar', 'unpacked', 'resources'] as const) {
    const present = new Set(listing[where]);
    for (const file of RUNTIME_FILES[where])
      if (!present.has(file)) problems.push(`${file} is missing from ${where}.`);
  }
  const packaged = [...listing.asar, ...listing.unpacked];
  for (const name of PAGE_ONLY_PACKAGES)
    if (hasPackage(packaged, name)) problems.push(`${name} is page-only but ships in node_modules.`);
  for (const file of packaged)
    if (BUILD_LEFTOVERS.some((pattern) => pattern.test(file)))
      problems.push(`${file} is a build leftover of better-sqlite3.`);
  for (const file of packaged)
    if (DEAD_WEIGHT.some((pattern) => pattern.test(file)))
      problems.push(
        `${file} is not needed at run time (a source map, type or source file, or an unused database dialect).`,
      );
  return problems;
}
