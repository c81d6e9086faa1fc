import type { Request } from 'express';
import { canPublish as roleCanPublish } from '../../common/roles';
import { currentUser } from '../auth/require-admin';

/** Whether the signed-in user's saves may go live: an editor's saves are drafts (issue 28). */
export function canPublish(req: Request): boolean {
  return roleCanPublish(currentUser(req).role);
}
