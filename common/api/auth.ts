import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from '../limits';

export const REQUIRED_MESSAGE = 'This field is required';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters';

/** Body of POST /api/login and POST /api/register. */
export const credentialsSchema = z.object({
  username: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(MAX_USERNAME_LENGTH, `Username must be at most ${MAX_USERNAME_LENGTH} characters`),
  password: z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  rememberMe: z.boolean().optional(),
});

export type Credentials = z.infer<typeof credentialsSchema>;

/** Answer of POST /api/login, POST /api/register and GET /api/user. Never carries the password. */
export interface User {
  id: number;
  username: string;
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

/** Extra field of a 429 answer of POST /api/login: seconds until the next try is judged. */
export interface ThrottledAnswer {
  message: string;
  code: 'SIGN_IN_THROTTLED';
  retryAfterSeconds: number;
}
