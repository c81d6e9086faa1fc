/**
 * What a signed-in user may do. An admin does everything; an editor writes categories and
 * instructions (their saves are drafts) and reads what that needs, but publishes, deletes, imports
 * and manages nothing (server/auth/permissions.ts).
 */
export const ROLES = ['admin', 'editor'] as const;

export type Role = (typeof ROLES)[number];

/** Whether a role's saves may go live at once and whether it may publish drafts. */
export function canPublish(role: Role): boolean {
  return role === 'admin';
}
