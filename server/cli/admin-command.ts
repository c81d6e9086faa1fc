import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { credentialsSchema } from '../../common/api/auth';
import { DEFAULT_DATA_DIR, OWASP_SCRYPT_COST } from '../config/config-defaults';
import { closeDatabase, libraryDatabaseFile, openDatabase } from '../db/client';
import { makeBackup } from '../backups/make-backup';
import { stageRestore } from '../backups/restore-backup';
import { HttpError } from '../errors';
import { CommandExit, exitCodeOf, type CommandInvocation } from './command-exit';
import { readPasswordWithoutEcho } from './password-prompt';
import { makePrivateFolder } from '../private-files';
import { createAccount, resetPassword } from '../services/accounts';
import { changeUser, userIdByName } from '../services/users';
import type { UserChange } from '../../common/api/users';
import { ROLES, type Role } from '../../common/roles';
import { dataDirOf } from './data-dir';
import { passwordCostFrom } from './cli-options';

const usage = ({ invokedAs }: CommandInvocation) => `Usage: ${invokedAs} <command> [--data-dir <folder>]

  create <username> [--role admin|editor]
                             create an account; an admin unless --role editor is given
  reset-password <username>  set a new password for an existing account
  set-role <username> <admin|editor>
                             give an account another role (an editor writes categories and
                             instructions as drafts; an admin does everything)
  disable <username>         stop an account from signing in; its sessions end at once
  enable <username>          let a disabled account sign in again
  backup [--out <file>]      back up the library, its keys and settings into one file
                             (default: <data-dir>/backups/library-backup-<time>.tar); the server may run
  restore <file>             check a backup; it replaces the library when the server or app starts
                             next, and what was there is kept in <data-dir>/before-restore-<time>/

The password is read from ADMIN_PASSWORD, or asked for without echo. The last admin who can sign
in cannot be given the editor role or disabled.
The data directory is --data-dir, else DATA_DIR, else ./${DEFAULT_DATA_DIR}.`;

function fail(message: string, code: number): never {
  throw new CommandExit(message, code);
}

function roleOf(value: string | undefined, usageText: string): Role {
  const role = ROLES.find((known) => known === value);
  if (!role) fail(`The role must be admin or editor, not ${value ?? 'nothing'}.\n\n${usageText}`, 2);
  return role;
}

async function account(
  action: 'create' | 'reset-password',
  username: string,
  role: Role,
  dataDir: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  const password = env.ADMIN_PASSWORD ?? (await readPasswordWithoutEcho(`Password for ${username}: `));
  const credentials = credentialsSchema.safeParse({ username, password });
  if (!credentials.success) fail(credentials.error.issues[0]?.message ?? 'Invalid username or password', 2);
  makePrivateFolder(dataDir);
  const cost = passwordCostFrom(env) ?? OWASP_SCRYPT_COST;
  const db = openDatabase(libraryDatabaseFile(dataDir));
  try {
    const user =
      action === 'create'
        ? await createAccount(db, credentials.data.username, credentials.data.password, cost, role)
        : await resetPassword(db, credentials.data.username, credentials.data.password, cost);
    console.log(
      action === 'create' ? `Created ${role} ${user.username}.` : `Password of ${user.username} reset.`,
    );
  } finally {
    closeDatabase(db);
  }
}

/** set-role, disable, enable: changes an existing account, never the last admin who can sign in. */
async function changeAccount(dataDir: string, username: string, change: UserChange): Promise<void> {
  if (!existsSync(libraryDatabaseFile(dataDir))) fail(`There is no library in ${dataDir}`, 1);
  const db = openDatabase(libraryDatabaseFile(dataDir));
  try {
    const user = await changeUser(db, null, userIdByName(db, username), change, OWASP_SCRYPT_COST);
    const state = user.disabled ? 'disabled' : 'can sign in';
    console.log(`${user.username} is now ${user.role === 'admin' ? 'an admin' : 'an editor'} and ${state}.`);
  } finally {
    closeDatabase(db);
  }
}

async function backup(dataDir: string, out: string | undefined): Promise<void> {
  if (!existsSync(libraryDatabaseFile(dataDir))) fail(`There is no library in ${dataDir}`, 1);
  const db = openDatabase(libraryDatabaseFile(dataDir));
  try {
    const file = await makeBackup(db, dataDir, {
      automatic: false,
      ...(out === undefined ? {} : { target: path.resolve(out) }),
    });
    console.log(`Backed up the library to ${file}`);
  } finally {
    closeDatabase(db);
  }
}

function restore(dataDir: string, file: string): void {
  makePrivateFolder(dataDir);
  stageRestore(path.resolve(file), dataDir);
  console.log(
    `The backup ${file} is checked and replaces the library when the server or the app starts next ` +
      `(restart it if it runs). The library it replaces is kept in ${path.join(dataDir, 'before-restore-<time>')}.`,
  );
}

/**
 * `npm run admin -- <args>`, or the installed app's `--admin <args>`: answers the exit code, 0 when
 * done, 1 when refused (an unknown user, no library), 2 for a wrong command line.
 */
export async function runAdminCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  invocation: CommandInvocation,
): Promise<number> {
  try {
    await adminCommand(args, env, invocation);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(error.message);
      return 1;
    }
    return exitCodeOf(error);
  }
}

async function adminCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  invocation: CommandInvocation,
): Promise<void> {
  const USAGE = usage(invocation);
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' }, out: { type: 'string' }, role: { type: 'string' } },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
  }
  const [action, argument, ...rest] = parsed.positionals;
  const chosen = dataDirOf(args, env);
  if ('problem' in chosen) fail(`${chosen.problem}\n\n${USAGE}`, 2);
  const { dataDir } = chosen;
  const { role } = parsed.values;
  if (action === 'create' && argument && rest.length === 0)
    await account(action, argument, role === undefined ? 'admin' : roleOf(role, USAGE), dataDir, env);
  else if (action === 'reset-password' && argument && rest.length === 0 && role === undefined)
    await account(action, argument, 'admin', dataDir, env);
  else if (action === 'set-role' && argument && rest.length === 1)
    await changeAccount(dataDir, argument, { role: roleOf(rest[0], USAGE) });
  else if ((action === 'disable' || action === 'enable') && argument && rest.length === 0)
    await changeAccount(dataDir, argument, { disabled: action === 'disable' });
  else if (action === 'backup' && argument === undefined) await backup(dataDir, parsed.values.out);
  else if (action === 'restore' && argument && rest.length === 0) restore(dataDir, argument);
  else fail(USAGE, 2);
}
