import type { ServerConfig } from './config';
import type { Db } from './db/client';

/** What every router and service is given at start-up. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Signs the session cookie; kept in the data directory (server/auth/session-secret.ts). */
  sessionSecret: string;
}
