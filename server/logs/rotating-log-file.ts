import { createWriteStream, existsSync, renameSync, statSync, type WriteStream } from 'node:fs';

/**
 * An append-only log file of bounded size, written asynchronously: past `maxBytes` the file becomes
 * `<file>.1` (replacing the one before) and a new one begins, so the disk holds at most twice the
 * limit. Lines written while it turns over wait and follow in order. A failed write (full or
 * read-only disk) is dropped: logging must never take the server down.
 */
export class RotatingLogFile {
  private stream: WriteStream;
  private bytes: number;
  private turning: Promise<void> | undefined;
  private waiting: string[] = [];
  /** Lines of this turn of the event loop, written together: one file write per turn, not per request. */
  private pending = '';
  private flushing: NodeJS.Immediate | undefined;

  constructor(
    readonly file: string,
    private readonly maxBytes: number,
  ) {
    this.bytes = existsSync(file) ? statSync(file).size : 0;
    this.stream = this.open();
  }

  write(line: string): void {
    if (this.turning) {
      this.waiting.push(line);
      return;
    }
    this.pending += line;
    this.flushing ??= setImmediate(() => this.flush());
    this.bytes += Buffer.byteLength(line);
    if (this.bytes >= this.maxBytes) {
      this.flush();
      this.turnOver();
    }
  }

  /** Resolves once every line written so far is in the file. */
  async close(): Promise<void> {
    // Lines that waited for a turn-over are written again once it ends, and may start another.
    for (this.flush(); this.turning; this.flush()) await this.turning;
    await new Promise<void>((resolve) => this.stream.end(resolve));
  }

  private flush(): void {
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = undefined;
    if (this.pending === '') return;
    this.stream.write(this.pending);
    this.pending = '';
  }

  private open(): WriteStream {
    const stream = createWriteStream(this.file, { flags: 'a', mode: 0o600 });
    stream.on('error', () => undefined);
    return stream;
  }

  private turnOver(): void {
    const old = this.stream;
    this.turning = new Promise<void>((resolve) => old.end(resolve)).then(() => {
      try {
        renameSync(this.file, `${this.file}.1`);
      } catch {
        // The file may have been removed by hand: the new one simply starts afresh.
      }
      this.stream = this.open();
      this.bytes = 0;
      this.turning = undefined;
      const waiting = this.waiting;
      this.waiting = [];
      for (const line of waiting) this.write(line);
    });
  }
}
