import type { FloorPlan } from './folder-graph';

/**
 * The server's layers, top to bottom: a file imports its own layer and the ones below, never one
 * above. Entry points on top, the app and its routes, the middleware, the features, their shared
 * machinery, storage, pure rules, and at the bottom what every layer may use.
 */
export const SERVER_FLOOR_PLAN: FloorPlan = [
  ['server/cli'],
  ['server/start.ts'],
  ['server/app.ts'],
  ['server/routes'],
  ['server/context.ts'],
  ['server/security', 'server/http', 'server/fleet'],
  ['server/demo', 'server/backups', 'server/jobs'],
  ['server/library-bundles', 'server/services'],
  ['server/auth', 'server/workers'],
  ['server/db'],
  ['server/domain'],
  ['server/config', 'server/logs', 'server/private-files.ts', 'server/errors.ts', 'server/json-text.ts'],
];
