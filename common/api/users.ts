import { z } from 'zod';
import { ROLES, type Role } from '../roles';
import { passwordSchema, usernameSchema } from './auth';

/** One row of GET /api/admin/users. */
export interface UserAccount {
  id: number;
  username: string;
  role: Role;
  disabled: boolean;
  /** ISO 8601; null when the user has not signed in since roles came. */
  lastSignInAt: string | null;
  /** ISO 8601 */
  createdAt: string;
}

const roleSchema = z.enum(ROLES);

/** Body of POST /api/admin/users. */
export const newUserSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  role: roleSchema,
});

export type NewUser = z.infer<typeof newUserSchema>;

/** Body of PATCH /api/admin/users/{id}: any of a new role, enabled or disabled, a new password. */
export const userChangeSchema = z.object({
  role: roleSchema.optional(),
  disabled: z.boolean().optional(),
  password: passwordSchema.optional(),
});

export type UserChange = z.infer<typeof userChangeSchema>;
