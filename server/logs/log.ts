import path from 'node:path';
import { pino } from 'pino';
import { makePrivateFolder } from '../private-files';
import { humanLine } from './human-line';
import { RotatingLogFile } from './rotating-log-file';
import { writeToStandardOutput } from './standard-output';

/** The server's log in the data directory; with the one before it at most twice this size. */
const LOG_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** `<data-dir>/logs/server.log`, and `server.log.1` before it. */
export const logFileOf = (dataDir: string): string => path.join(dataDir, 'logs', 'server.log');

let file: RotatingLogFile | undefined;
let toStandardOutput = true;
/** `npm start` in a terminal: a short line per request for the person watching; pipes and files get JSON. */
const toTerminal = process.stdout.isTTY;

/** Every line goes to standard output (unless turned off) and to the data directory's file. */
const sink = {
  write(line: string): void {
    if (toStandardOutput) writeToStandardOutput(toTerminal ? humanLine(line) : line);
    file?.write(line);
  },
};

/**
 * For the desktop app's server process: its standard output lands in the main process, which must
 * not write a file for every request; the data directory's log has every line already.
 */
export function logToFileOnly(): void {
  toStandardOutput = false;
}

/**
 * The server's logger: one JSON line per event with its level and an ISO time. Fields that could
 * carry a secret are replaced wherever they appear; callers log no personal data.
 */
export const log = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: ['password', '*.password', 'secret', '*.secret', 'cookie', '*.cookie', 'authorization'],
      censor: '[hidden]',
    },
  },
  sink,
);

/**
 * Sends the log also to `<data-dir>/logs/server.log` from now on. One file per process: the
 * server started last writes it (tests start several in one process). Answers how to stop.
 */
export function logToDataDir(dataDir: string): () => Promise<void> {
  makePrivateFolder(path.dirname(logFileOf(dataDir)));
  const mine = new RotatingLogFile(logFileOf(dataDir), LOG_FILE_MAX_BYTES);
  const before = file;
  file = mine;
  void before?.close();
  return async () => {
    if (file === mine) file = undefined;
    await mine.close();
  };
}

/**
 * One request's line, the same JSON as `log.info({ method, path, status, ms }, 'request')` writes,
 * put together by hand: public reads log one per scan and keystroke, and pino's object walk and
 * redaction cost more than the answer (the fields here carry no secret to redact).
 */
export function logRequestLine(method: string, path: string, status: number, ms: number): void {
  if (!log.isLevelEnabled('info')) return;
  sink.write(
    `{"level":"info","time":"${new Date().toISOString()}","method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"msg":"request"}\n`,
  );
}

/** The message of anything thrown, for a log line. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
