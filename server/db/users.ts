import { count, eq, sql } from 'drizzle-orm';
import type { User } from '../../common/api/auth';
import type { Db } from './client';
import { users } from './schema';

export interface UserWithHash extends User {
  passwordHash: string;
}

export function findUserByUsername(db: Db, username: string): UserWithHash | undefined {
  return db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .get();
}

export function findUserById(db: Db, id: number): User | undefined {
  return db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id)).get();
}

export function countUsers(db: Db): number {
  return db.select({ n: count() }).from(users).get()?.n ?? 0;
}

export function insertUser(db: Db, username: string, passwordHash: string): User {
  return db
    .insert(users)
    .values({ username, passwordHash })
    .returning({ id: users.id, username: users.username })
    .get();
}

export function updatePasswordHash(db: Db, id: number, passwordHash: string): void {
  db.update(users).set({ passwordHash }).where(eq(users.id, id)).run();
}
