import { describe, expect, it } from 'vitest';
import {
  layoutProblems,
  RUNTIME_FILES,
  type PackagedListing,
} from '../../../../electron/build/packaged-layout';

function complete(): PackagedListing {
  return {
    asar: [...RUNTIME_FILES.asar, 'node_modules/express/index.js'],
    unpacked: [...RUNTIME_FILES.unpacked, 'node_modules/better-sqlite3/lib/index.js'],
    resources: [...RUNTIME_FILES.resources, 'renderer/assets/index.js'],
  };
}

describe('layoutProblems', () => {
  it('accepts a package holding every runtime file', () => {
    expect(layoutProblems(complete())).toEqual([]);
  });

  it('names each missing runtime file and where it belongs', () => {
    const listing = complete();
    const problems = layoutProblems({
      asar: listing.asar.filter((file) => file !== 'dist-electron/server-process.js'),
      unpacked: [],
      resources: [],
    });
    expect(problems).toEqual([
      'dist-electron/server-process.js is missing from asar.',
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node is missing from unpacked.',
      'renderer/index.html is missing from resources.',
    ]);
  });

  it('refuses page-only libraries and better-sqlite3 build leftovers', () => {
    const listing = complete();
    const problems = layoutProblems({
      ...listing,
      asar: [...listing.asar, 'node_modules/react-dom/index.js', 'node_modules/x/node_modules/marked/lib.js'],
      unpacked: [
        ...listing.unpacked,
        'node_modules/better-sqlite3/deps/sqlite3/sqlite3.c',
        'node_modules/better-sqlite3/build/Release/obj.target/better_sqlite3.o',
        'node_modules/better-sqlite3/build/Release/test_extension.node',
      ],
    });
    expect(problems).toEqual([
      'react-dom is page-only but ships in node_modules.',
      'marked is page-only but ships in node_modules.',
      'node_modules/better-sqlite3/deps/sqlite3/sqlite3.c is a build leftover of better-sqlite3.',
      'node_modules/better-sqlite3/build/Release/obj.target/better_sqlite3.o is a build leftover of better-sqlite3.',
      'node_modules/better-sqlite3/build/Release/test_extension.node is a build leftover of better-sqlite3.',
    ]);
  });

  it('refuses source maps, type and TypeScript files and unused drizzle dialects', () => {
    const listing = complete();
    const dead = [
      'node_modules/express/lib/router.js.map',
      'node_modules/zod/index.d.ts',
      'node_modules/zod/src/v4/core/core.ts',
      'node_modules/@types/node/fs.d.ts',
      'node_modules/drizzle-orm/mysql-core/table.js',
    ];
    const problems = layoutProblems({
      ...listing,
      asar: [...listing.asar, ...dead, 'node_modules/drizzle-orm/sqlite-core/table.js'],
    });
    expect(problems).toEqual(
      dead.map(
        (file) =>
          `${file} is not needed at run time (a source map, type or source file, or an unused database dialect).`,
      ),
    );
  });
});
