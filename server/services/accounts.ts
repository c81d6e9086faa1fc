import type { User } from '../../common/api/auth';
import type { Role } from '../../common/roles';
import { dummyPasswordHash, hashPassword, isWeakerThan, verifyPassword } from '../auth/passwords';
import type { ScryptCost } from '../config/server-config';
import type { Db } from '../db/client';
import {
  countUsers,
  findUserByUsername,
  insertUser,
  updatePasswordHash,
  type SignedInUser,
} from '../db/users';
import { conflict, forbidden, notFound } from '../errors';
import { logActivity } from './activity-log';

/**
 * The user whose password matches, or undefined; an unknown name costs as much as a wrong password.
 * A matching hash made with less work than `cost` is replaced by one at `cost` before this returns,
 * unless the password changed meanwhile.
 */
export async function authenticate(
  db: Db,
  username: string,
  password: string,
  cost: ScryptCost,
): Promise<SignedInUser | undefined> {
  const user = findUserByUsername(db, username);
  const matches = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash(cost));
  if (!user || !matches) return undefined;
  if (isWeakerThan(user.passwordHash, cost)) {
    const stronger = await hashPassword(password, cost);
    db.transaction(() => {
      if (findUserByUsername(db, username)?.passwordHash === user.passwordHash)
        updatePasswordHash(db, user.id, stronger);
    });
  }
  return { id: user.id, username: user.username, role: user.role, disabled: user.disabled };
}

/** The first-run step: creates the first admin, and only while no user exists. */
export async function registerFirstAdmin(
  db: Db,
  username: string,
  password: string,
  cost: ScryptCost,
): Promise<User> {
  if (countUsers(db) > 0) throw forbidden('Registration is closed: an admin account already exists');
  const passwordHash = await hashPassword(password, cost);
  return db.transaction(() => {
    // Checked again inside the transaction: two first-run requests may have raced past the first check.
    if (countUsers(db) > 0) throw forbidden('Registration is closed: an admin account already exists');
    const user = insertUser(db, username, passwordHash);
    logActivity(db, {
      userId: user.id,
      action: 'create',
      entityType: 'user',
      entityId: user.id,
      detail: { kind: 'firstAdminRegistered', values: { username } },
    });
    return user;
  });
}

/** For the admin command line: a new account, whatever accounts exist already. */
export async function createAccount(
  db: Db,
  username: string,
  password: string,
  cost: ScryptCost,
  role: Role = 'admin',
): Promise<User> {
  if (findUserByUsername(db, username)) throw conflict(`User ${username} already exists`);
  const passwordHash = await hashPassword(password, cost);
  return db.transaction(() => {
    const user = insertUser(db, username, passwordHash, role);
    logActivity(db, {
      userId: null,
      action: 'create',
      entityType: 'user',
      entityId: user.id,
      detail: { kind: 'userCreatedFromCommandLine', values: { username } },
    });
    return user;
  });
}

export async function resetPassword(
  db: Db,
  username: string,
  password: string,
  cost: ScryptCost,
): Promise<User> {
  const user = findUserByUsername(db, username);
  if (!user) throw notFound(`No user named ${username}`);
  const passwordHash = await hashPassword(password, cost);
  db.transaction(() => {
    updatePasswordHash(db, user.id, passwordHash);
    logActivity(db, {
      userId: null,
      action: 'update',
      entityType: 'user',
      entityId: user.id,
      detail: { kind: 'passwordResetFromCommandLine', values: { username: user.username } },
    });
  });
  return { id: user.id, username: user.username };
}
