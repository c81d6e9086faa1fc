/** `InstructionLibrary --admin <command>` or `InstructionLibrary --library <command>`. */
export interface MaintenanceCommand {
  kind: 'admin' | 'library';
  /** The command line of `npm run admin --` or `npm run library --`, with the app's data folder. */
  args: string[];
}

const DATA_DIR_FLAG = '--data-dir';

/**
 * The admin and library commands of a source checkout, run by the installed app: everything after
 * `--library`, or after `--admin` when a command follows it (a bare `--admin` still opens the admin
 * window). They work on the library the app serves unless `--data-dir` names another.
 */
export function maintenanceCommandOf(
  argv: readonly string[],
  appDataDir: string,
): MaintenanceCommand | undefined {
  const libraryAt = argv.indexOf('--library');
  const adminAt = argv.indexOf('--admin');
  const adminCommand = adminAt >= 0 ? argv[adminAt + 1] : undefined;
  let found: MaintenanceCommand | undefined;
  if (libraryAt >= 0) found = { kind: 'library', args: argv.slice(libraryAt + 1) };
  else if (adminCommand !== undefined && !adminCommand.startsWith('-'))
    found = { kind: 'admin', args: argv.slice(adminAt + 1) };
  if (!found) return undefined;
  const chosesFolder = found.args.some((arg) => arg === DATA_DIR_FLAG || arg.startsWith(`${DATA_DIR_FLAG}=`));
  return chosesFolder ? found : { ...found, args: [...found.args, DATA_DIR_FLAG, appDataDir] };
}
