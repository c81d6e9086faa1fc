import path from 'node:path';
import { parseArgs } from 'node:util';
import { credentialsSchema } from '../../common/api/auth';
import { DEFAULT_DATA_DIR } from '../config-defaults';
import { closeDatabase, libraryDatabaseFile, openDatabase } from '../db/client';
import { HttpError } from '../http/http-errors';
import { readPasswordWithoutEcho } from './password-prompt';
import { makePrivateFolder } from '../private-files';
import { createAccount, resetPassword } from '../services/accounts';

const USAGE = `Usage: npm run admin -- <create|reset-password> <username> [--data-dir <folder>]

  create <username>          create an admin account
  reset-password <username>  set a new password for an existing account

The password is read from ADMIN_PASSWORD, or asked for without echo.
The data directory is --data-dir, else DATA_DIR, else ./${DEFAULT_DATA_DIR}.`;

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' } },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
  }
  const [action, username, ...rest] = parsed.positionals;
  if ((action !== 'create' && action !== 'reset-password') || !username || rest.length > 0) fail(USAGE, 2);

  const password =
    process.env.ADMIN_PASSWORD ?? (await readPasswordWithoutEcho(`Password for ${username}: `));
  const credentials = credentialsSchema.safeParse({ username, password });
  if (!credentials.success) fail(credentials.error.issues[0]?.message ?? 'Invalid username or password', 2);

  const dataDir = path.resolve(parsed.values['data-dir'] ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
  makePrivateFolder(dataDir);
  const db = openDatabase(libraryDatabaseFile(dataDir));
  try {
    const user =
      action === 'create'
        ? await createAccount(db, credentials.data.username, credentials.data.password)
        : await resetPassword(db, credentials.data.username, credentials.data.password);
    console.log(
      action === 'create' ? `Created admin ${user.username}.` : `Password of ${user.username} reset.`,
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    closeDatabase(db);
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error), 1));
