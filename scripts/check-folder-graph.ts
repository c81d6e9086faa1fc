import path from 'node:path';
import { checkFolderGraph } from './folder-graph';
import { SERVER_FLOOR_PLAN } from './server-floor-plan';

// Part of `npm run lint`: folders import each other in one direction only, so a layer can be read,
// tested and changed without the ones above it. Prints each offending arrow with its imports.
// server/db/raw/ only gathers the raw SQL of the storage layer; it and the rest of server/db are one layer.
const report = checkFolderGraph(
  path.resolve(import.meta.dirname, '..'),
  ['server', 'renderer', 'electron'],
  { server: SERVER_FLOOR_PLAN },
  ['server/db'],
);
if (report !== undefined) {
  console.error(report);
  console.error(
    'Move the shared piece down into a folder both sides may import (scripts/server-floor-plan.ts).',
  );
  process.exitCode = 1;
}
