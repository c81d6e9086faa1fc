import type { NewUser, UserAccount, UserChange } from '../../common/api/users';
import { hashPassword } from '../auth/passwords';
import type { ScryptCost } from '../config/server-config';
import type { Db } from '../db/client';
import {
  countEnabledAdmins,
  findUserById,
  findUserByUsername,
  insertUser,
  listUsers,
  updateDisabled,
  updatePasswordHash,
  updateRole,
} from '../db/users';
import { conflict, notFound } from '../errors';
import { logActivity } from './activity-log';

const LAST_ADMIN_MESSAGE =
  'This is the last admin who can sign in: give another user the admin role (or enable one) first, so the library always has an admin.';

/** Who changes users: the signed-in admin, or null for the command line. */
type Actor = number | null;

function accountOf(db: Db, id: number): UserAccount {
  const account = listUsers(db).find((user) => user.id === id);
  if (!account) throw notFound(`There is no user with id ${id}; reload the list of users`, 'USER_NOT_FOUND');
  return account;
}

export function listAccounts(db: Db): UserAccount[] {
  return listUsers(db);
}

export async function addUser(db: Db, actor: Actor, user: NewUser, cost: ScryptCost): Promise<UserAccount> {
  const taken = () => conflict(`A user named ${user.username} already exists`, 'USERNAME_TAKEN');
  if (findUserByUsername(db, user.username)) throw taken();
  const passwordHash = await hashPassword(user.password, cost);
  return db.transaction(() => {
    // Checked again: another request may have taken the name while the password was hashed.
    if (findUserByUsername(db, user.username)) throw taken();
    const created = insertUser(db, user.username, passwordHash, user.role);
    logActivity(db, {
      userId: actor,
      action: 'create',
      entityType: 'user',
      entityId: created.id,
      detail: { kind: 'userAdded', values: { username: created.username, role: user.role } },
    });
    return accountOf(db, created.id);
  });
}

/**
 * A new role, disabled or enabled, a new password, in one transaction. The last admin who can sign
 * in is never demoted or disabled (409 LAST_ADMIN), so the library cannot lock its admins out.
 */
export async function changeUser(
  db: Db,
  actor: Actor,
  id: number,
  change: UserChange,
  cost: ScryptCost,
): Promise<UserAccount> {
  if (!findUserById(db, id))
    throw notFound(`There is no user with id ${id}; reload the list of users`, 'USER_NOT_FOUND');
  const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password, cost);
  return db.transaction(() => {
    const user = findUserById(db, id);
    if (!user) throw notFound(`There is no user with id ${id}; reload the list of users`, 'USER_NOT_FOUND');
    const log = (kind: 'userDisabled' | 'userEnabled' | 'userPasswordReset') =>
      logActivity(db, {
        userId: actor,
        action: 'update',
        entityType: 'user',
        entityId: id,
        detail: { kind, values: { username: user.username } },
      });
    const role = change.role ?? user.role;
    const disabled = change.disabled ?? user.disabled;
    const losesAdmin = user.role === 'admin' && !user.disabled && (role !== 'admin' || disabled);
    if (losesAdmin && countEnabledAdmins(db) <= 1) throw conflict(LAST_ADMIN_MESSAGE, 'LAST_ADMIN');
    if (role !== user.role) {
      updateRole(db, id, role);
      logActivity(db, {
        userId: actor,
        action: 'update',
        entityType: 'user',
        entityId: id,
        detail: { kind: 'userRoleChanged', values: { username: user.username, from: user.role, to: role } },
      });
    }
    if (disabled !== user.disabled) {
      updateDisabled(db, id, disabled);
      log(disabled ? 'userDisabled' : 'userEnabled');
    }
    if (passwordHash !== undefined) {
      updatePasswordHash(db, id, passwordHash);
      log('userPasswordReset');
    }
    return accountOf(db, id);
  });
}

/** For the command line, which names users rather than numbering them. */
export function userIdByName(db: Db, username: string): number {
  const user = findUserByUsername(db, username);
  if (!user) throw notFound(`No user named ${username}`, 'USER_NOT_FOUND');
  return user.id;
}
