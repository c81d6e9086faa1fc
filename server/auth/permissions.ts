import type { Role } from '../../common/roles';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The admin routes (below /api/admin) an editor may use; an admin may use every one. Anything not
 * listed is refused to an editor, so a new admin route is admin-only until it is added here.
 * Editors write categories and instructions (their saves are drafts, common/roles.ts canPublish),
 * upload images and PDF manuals for them, and read what those screens show. They publish, delete,
 * import, change article numbers, and manage users, settings, backups and the library never.
 */
const EDITOR_ROUTES: readonly (readonly [Method, string])[] = [
  // The dashboard: counts, recent activity, what visitors missed.
  ['GET', '/activities'],
  ['GET', '/article-numbers/counts'],
  ['GET', '/missed-lookups'],
  ['GET', '/missed-lookups/top'],
  ['GET', '/missed-lookups/export'],
  // What visitors said of the instructions editors write: they read it and mark reports done.
  ['GET', '/feedback/instructions'],
  ['GET', '/feedback/problems'],
  ['POST', '/feedback/problems/:id/done'],
  ['POST', '/feedback/kiosk-problems/:id/done'],
  ['GET', '/feedback/top'],
  ['GET', '/feedback/export/problems'],
  ['GET', '/feedback/export/missed'],
  // Every admin page says when this install follows a hub (read-only content).
  ['GET', '/library/status'],
  // ... and when a restore waits to replace the library at the next start (an admin calls it off).
  ['GET', '/backup-status/pending-restore'],
  ['GET', '/categories'],
  ['POST', '/categories'],
  ['PATCH', '/categories/:id'],
  ['GET', '/instructions'],
  ['GET', '/instructions/:id'],
  ['POST', '/instructions'],
  ['PUT', '/instructions/:id'],
  ['GET', '/instructions/:id/revisions'],
  ['GET', '/instructions/:id/revisions/:revision'],
  // Their drafts waiting for review, and how the kiosk will show them.
  ['GET', '/instruction-drafts'],
  ['GET', '/preview/instructions/:id'],
  ['GET', '/preview/article/:articleNumber'],
  ['GET', '/preview/instructions/:id/article-numbers'],
  ['GET', '/preview/instructions/:id/documents/:language'],
  ['PUT', '/instructions/:id/documents/:language'],
  // Translating is writing instructions: the coverage matrix and "still up to date".
  ['GET', '/translations'],
  ['GET', '/translations/export'],
  ['POST', '/instructions/:id/translations/:language/confirm'],
  ['GET', '/media'],
  ['GET', '/media/:id/usage'],
  ['POST', '/media'],
  ['POST', '/upload-image'],
];

function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

const EDITOR_PATTERNS = EDITOR_ROUTES.map(([method, path]) => ({ method, pattern: patternOf(path) }));

/** Whether `role` may call `method` on `path` (relative to /api/admin, as the router sees it). */
export function mayUse(role: Role, method: string, path: string): boolean {
  if (role === 'admin') return true;
  const asked = method === 'HEAD' ? 'GET' : method;
  return EDITOR_PATTERNS.some((route) => route.method === asked && route.pattern.test(path));
}
