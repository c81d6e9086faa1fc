import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { User } from '../../common/api/auth';
import type { UserAccount } from '../../common/api/users';
import type { Role } from '../../common/roles';
import type { Db } from './client';
import { users } from './schema';

export interface UserWithHash extends User {
  passwordHash: string;
  role: Role;
  disabled: boolean;
}

/** Who a session belongs to, read on every admin request: a role change or disabling counts at once. */
export interface SignedInUser extends User {
  role: Role;
  disabled: boolean;
}

export function findUserByUsername(db: Db, username: string): UserWithHash | undefined {
  return db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      role: users.role,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .get();
}

export function findUserById(db: Db, id: number): SignedInUser | undefined {
  return db
    .select({ id: users.id, username: users.username, role: users.role, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, id))
    .get();
}

export function countUsers(db: Db): number {
  return db.select({ n: count() }).from(users).get()?.n ?? 0;
}

/** Admins who can still sign in: never fewer than one once the first admin exists. */
export function countEnabledAdmins(db: Db): number {
  return (
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
      .get()?.n ?? 0
  );
}

export function listUsers(db: Db): UserAccount[] {
  return db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      disabled: users.disabled,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(sql`lower(${users.username})`))
    .all();
}

export function insertUser(db: Db, username: string, passwordHash: string, role: Role = 'admin'): User {
  return db
    .insert(users)
    .values({ username, passwordHash, role })
    .returning({ id: users.id, username: users.username })
    .get();
}

export function updatePasswordHash(db: Db, id: number, passwordHash: string): void {
  db.update(users).set({ passwordHash }).where(eq(users.id, id)).run();
}

export function updateRole(db: Db, id: number, role: Role): void {
  db.update(users).set({ role }).where(eq(users.id, id)).run();
}

export function updateDisabled(db: Db, id: number, disabled: boolean): void {
  db.update(users).set({ disabled }).where(eq(users.id, id)).run();
}

export function stampSignIn(db: Db, id: number, at: string): void {
  db.update(users).set({ lastSignInAt: at }).where(eq(users.id, id)).run();
}
