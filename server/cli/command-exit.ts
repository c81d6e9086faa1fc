/**
 * Ends a maintenance command (`npm run admin`, `npm run library`, or the installed app's `--admin`
 * and `--library`) with a message and an exit code; the runner prints it and answers the code, so
 * the desktop app can run a command in its main process and exit the way it chooses.
 */
export class CommandExit extends Error {
  override name = 'CommandExit';

  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** Prints what a command's end says and answers its exit code; anything unexpected is rethrown. */
export function exitCodeOf(error: unknown): number {
  if (!(error instanceof CommandExit)) throw error;
  if (error.message !== '') (error.code === 0 ? console.log : console.error)(error.message);
  return error.code;
}

/** How a person started the command, for its usage text. */
export interface CommandInvocation {
  /** e.g. `npm run admin --`, or `InstructionLibrary --admin` in the installed app. */
  invokedAs: string;
}
