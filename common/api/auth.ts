import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from '../limits';
import type { Role } from '../roles';
import { ruleText } from '../validation-rules';
import { requiredText, ruleIssue } from './validation-issues';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

/** A username as every form and command takes it: trimmed, required, at most 100 characters. */
export const usernameSchema = requiredText('required', (text) =>
  text.max(MAX_USERNAME_LENGTH, ruleText('tooLong', { max: MAX_USERNAME_LENGTH }, 'Username')),
);

// A password is taken as typed: spaces at its ends are part of it.
export const passwordSchema = z
  .string()
  .catch('')
  .pipe(
    z
      .string()
      .refine((text) => text.length > 0, ruleIssue('required'))
      // An empty password is only missing, not also too short.
      .refine(
        (text) => text.length === 0 || text.length >= MIN_PASSWORD_LENGTH,
        ruleIssue('tooShort', { min: MIN_PASSWORD_LENGTH }, 'Password'),
      )
      .max(MAX_PASSWORD_LENGTH, ruleText('tooLong', { max: MAX_PASSWORD_LENGTH }, 'Password')),
  );

/** Body of POST /api/login and POST /api/register. */
export const credentialsSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  rememberMe: z.boolean().optional(),
});

export type Credentials = z.infer<typeof credentialsSchema>;

/** Answer of POST /api/login and POST /api/register. Never carries the password. */
export interface User {
  id: number;
  username: string;
}

/** Answer of GET /api/user: who is signed in and what their role lets them do. */
export interface SessionUser extends User {
  role: Role;
}

/** Answer of GET /api/setup: whether the first-run "create the first admin" step is open. */
export interface SetupStatus {
  needsSetup: boolean;
  /**
   * Whether this browser may create the first admin: only on the server's own machine (the
   * desktop window included). Elsewhere the page says to create it there or with `npm run admin`.
   */
  firstRunAllowedHere: boolean;
}
