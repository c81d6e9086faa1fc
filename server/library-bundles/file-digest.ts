import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';

const PIECE = 4 * 1024 * 1024;

/**
 * SHA-256 of `length` bytes of `file` from `offset`, copying them to `copyTo` on the way when given
 * (the snapshot leaves the bundle hashed and staged in one read). `onPiece` hears the bytes done
 * after each piece (a job's progress; it may throw to stop).
 */
export function digestFileRange(
  file: string,
  offset: number,
  length: number,
  copyTo?: string,
  onPiece?: (done: number) => void,
): string {
  const hash = createHash('sha256');
  const input = openSync(file, 'r');
  const output = copyTo === undefined ? undefined : openSync(copyTo, 'w');
  const buffer = Buffer.alloc(PIECE);
  try {
    let done = 0;
    while (done < length) {
      const read = readSync(input, buffer, 0, Math.min(PIECE, length - done), offset + done);
      if (read === 0) break;
      const piece = buffer.subarray(0, read);
      hash.update(piece);
      if (output !== undefined) writeSync(output, piece);
      done += read;
      onPiece?.(done);
    }
  } finally {
    closeSync(input);
    if (output !== undefined) closeSync(output);
  }
  return hash.digest('hex');
}
