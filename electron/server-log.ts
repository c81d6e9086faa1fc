import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const SERVER_LOG_NAME = 'server.log';

export interface ServerLogOptions {
  /** Past this size the file is renamed to server.log.1 and a new one begun. */
  maxBytes: number;
  /** How many renamed files are kept beside the current one. */
  keep: number;
}

/**
 * The embedded server's stdout and stderr, kept in a file of the user-data folder so the reason a
 * server did not start survives it, with a bounded size: a kiosk runs for months.
 */
export class ServerLog {
  constructor(
    readonly filePath: string,
    private readonly options: ServerLogOptions,
  ) {}

  write(chunk: string | Buffer): void {
    try {
      mkdirSync(path.dirname(this.filePath), { recursive: true });
      appendFileSync(this.filePath, chunk);
      if (statSync(this.filePath).size > this.options.maxBytes) this.rotate();
    } catch (error) {
      // A full or read-only disk must not take the server down with it.
      console.error(`Cannot write ${this.filePath}: ${(error as Error).message}`);
    }
  }

  /** The last `count` lines written, oldest first. */
  lastLines(count: number): string[] {
    const files = [`${this.filePath}.1`, this.filePath].filter((file) => existsSync(file));
    const text = files.map((file) => readFileSync(file, 'utf8')).join('');
    return text
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .slice(-count);
  }

  private rotate(): void {
    rmSync(`${this.filePath}.${this.options.keep}`, { force: true });
    for (let index = this.options.keep - 1; index >= 1; index -= 1)
      if (existsSync(`${this.filePath}.${index}`))
        renameSync(`${this.filePath}.${index}`, `${this.filePath}.${index + 1}`);
    renameSync(this.filePath, `${this.filePath}.1`);
  }
}
