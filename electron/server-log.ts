import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { RotatingLogFile } from '../server/logs/rotating-log-file';

export const SERVER_LOG_NAME = 'server.log';

export type LogLevel = 'info' | 'warn' | 'error';

/** Who wrote a line: the main process itself, or the server child on its stdout or stderr. */
export type LogSource = 'main' | 'server';

interface LogRecord {
  time: string;
  level: LogLevel;
  source: LogSource;
  msg: string;
}

/** Lines kept in memory for the start-failure page, which must not wait for the file. */
const RECENT_LINES_KEPT = 200;

function readable(record: LogRecord): string {
  return `${record.time} ${record.level.toUpperCase()} [${record.source}] ${record.msg}`;
}

/**
 * The desktop app's log in the user-data folder: the main process's own events and whatever the
 * server child prints (its start-up failure above all), one JSON line each with an ISO time, a level
 * and the source, like the server's own log in the data directory. Written asynchronously and
 * rotated (server/logs/rotating-log-file.ts), so the main process never waits on the disk and a
 * kiosk that runs for months keeps at most twice `maxBytes`.
 */
export class ServerLog {
  private readonly file: RotatingLogFile;
  private readonly recent: string[] = [];
  /** What a child stream printed after its last line break, completed by its next chunk. */
  private readonly partial = new Map<string, string>();

  constructor(
    readonly filePath: string,
    maxBytes: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    try {
      mkdirSync(path.dirname(filePath), { recursive: true });
    } catch {
      // An unwritable folder leaves the file unopened; the app runs on without its log.
    }
    this.file = new RotatingLogFile(filePath, maxBytes);
  }

  info(msg: string): void {
    this.record('info', 'main', msg);
  }

  warn(msg: string): void {
    this.record('warn', 'main', msg);
  }

  error(msg: string): void {
    this.record('error', 'main', msg);
  }

  /** A chunk of the server child's stdout (info) or stderr (error); lines may span chunks. */
  childOutput(stream: 'stdout' | 'stderr', chunk: string | Buffer): void {
    const text = (this.partial.get(stream) ?? '') + chunk.toString();
    const lines = text.split(/\r?\n/);
    this.partial.set(stream, lines.pop() ?? '');
    for (const line of lines) this.childLine(stream, line);
  }

  /** Writes what the child printed without a final line break, e.g. once it exited. */
  flushChildOutput(): void {
    for (const [stream, rest] of this.partial)
      if (stream === 'stdout' || stream === 'stderr') this.childLine(stream, rest);
    this.partial.clear();
  }

  /** The last `count` lines of this run, oldest first, as a person reads them. */
  lastLines(count: number): string[] {
    return this.recent.slice(-count);
  }

  /** Resolves once every line so far is in the file. */
  close(): Promise<void> {
    this.flushChildOutput();
    return this.file.close();
  }

  private childLine(stream: 'stdout' | 'stderr', line: string): void {
    if (line.trim() === '') return;
    this.record(stream === 'stderr' ? 'error' : 'info', 'server', line);
  }

  private record(level: LogLevel, source: LogSource, msg: string): void {
    const record: LogRecord = { time: this.now().toISOString(), level, source, msg };
    this.file.write(`${JSON.stringify(record)}\n`);
    this.recent.push(readable(record));
    if (this.recent.length > RECENT_LINES_KEPT) this.recent.splice(0, this.recent.length - RECENT_LINES_KEPT);
  }
}
