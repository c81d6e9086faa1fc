import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';

/**
 * A bundle is a POSIX (ustar) tar of three entries, in this order: manifest.json,
 * manifest.json.minisig and library.sqlite. So `tar xf` and `minisign -V` check it with no
 * tool of ours, and we read it by offsets without unpacking.
 */
const BLOCK = 512;

function header(name: string, size: number, mtimeSeconds: number): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  const put = (text: string, offset: number, length: number) => block.write(text, offset, length, 'latin1');
  put(name, 0, 100);
  put('0000644\0', 100, 8);
  put('0000000\0', 108, 8);
  put('0000000\0', 116, 8);
  put(`${size.toString(8).padStart(11, '0')}\0`, 124, 12);
  put(`${mtimeSeconds.toString(8).padStart(11, '0')}\0`, 136, 12);
  put('        ', 148, 8);
  put('0', 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

const padding = (size: number): number => (BLOCK - (size % BLOCK)) % BLOCK;

/** The size of a bundle file holding entries of these sizes (headers, padding and the end marker). */
export const bundleFileSize = (entrySizes: number[]): number =>
  entrySizes.reduce((total, size) => total + BLOCK + size + padding(size), 0) + BLOCK * 2;

/** One piece of a bundle file in order: tar framing (headers, padding, end marker) or an entry's bytes. */
export type BundlePart<T> = { framing: Buffer } | { entry: T; size: number };

/**
 * A bundle file laid out before its entries' bytes are at hand: a follower of a static folder
 * fills the entry parts from the folder's files, framed exactly as writeBundleFile frames them.
 */
export function bundleParts<T>(
  entries: readonly { name: string; size: number; entry: T }[],
  mtimeSeconds: number,
): BundlePart<T>[] {
  const parts: BundlePart<T>[] = [];
  for (const { name, size, entry } of entries) {
    parts.push({ framing: header(name, size, mtimeSeconds) }, { entry, size });
    if (padding(size) > 0) parts.push({ framing: Buffer.alloc(padding(size)) });
  }
  parts.push({ framing: Buffer.alloc(BLOCK * 2) });
  return parts;
}

export interface BundleEntryInput {
  name: string;
  /** Small entries in memory; the snapshot is copied from its file in pieces, from `offset` on. */
  data: Buffer | { file: string; size: number; offset?: number };
}

/**
 * The tar's bytes in order, a fresh buffer each, read from the entries' files only as they are
 * asked for: written to a file, or streamed to a download of any size without holding it.
 */
export function* bundleChunks(entries: BundleEntryInput[], mtimeSeconds: number): Generator<Buffer> {
  const sized = entries.map(({ name, data }) => ({
    name,
    size: Buffer.isBuffer(data) ? data.length : data.size,
    entry: data,
  }));
  for (const part of bundleParts(sized, mtimeSeconds)) {
    if ('framing' in part) yield part.framing;
    else if (Buffer.isBuffer(part.entry)) yield part.entry;
    else yield* fileChunks(part.entry.file, part.size, part.entry.offset ?? 0);
  }
}

/**
 * Writes the tar to `target` (a new file); answers its size. `onWritten` hears the bytes written
 * so far after each piece (a job's progress; it may throw to stop).
 */
export function writeBundleFile(
  target: string,
  entries: BundleEntryInput[],
  mtimeSeconds: number,
  onWritten?: (written: number) => void,
): number {
  const out = openSync(target, 'wx');
  let written = 0;
  try {
    for (const chunk of bundleChunks(entries, mtimeSeconds)) {
      written += writeSync(out, chunk);
      onWritten?.(written);
    }
  } finally {
    closeSync(out);
  }
  return written;
}

const CHUNK_BYTES = 4 * 1024 * 1024;

function* fileChunks(file: string, size: number, offset: number): Generator<Buffer> {
  const input = openSync(file, 'r');
  try {
    let position = 0;
    while (position < size) {
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size - position));
      const read = readSync(input, buffer, 0, buffer.length, offset + position);
      if (read === 0) throw new Error(`${file} ended early`);
      yield buffer.subarray(0, read);
      position += read;
    }
  } finally {
    closeSync(input);
  }
}

export interface BundleEntry {
  name: string;
  offset: number;
  size: number;
}

export class BundleFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BundleFormatError';
  }
}

const field = (block: Buffer, offset: number, length: number) =>
  block.toString('latin1', offset, offset + length).replace(/\0.*$/s, '');

/** An octal number field as tar writes it (digits, then NUL or spaces); anything else is damage. */
function octal(block: Buffer, offset: number, length: number): number | undefined {
  const text = field(block, offset, length).trim();
  return /^[0-7]{1,11}$/.test(text) ? Number.parseInt(text, 8) : undefined;
}

/** Name and size of one ustar header, after checking its magic, checksum, type and size field. */
function parseHeader(block: Buffer): { name: string; size: number } {
  if (block.toString('latin1', 257, 262) !== 'ustar')
    throw new BundleFormatError('This file is not a library bundle (no tar header where one should be)');
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1)
    sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
  if (octal(block, 148, 8) !== sum)
    throw new BundleFormatError('The bundle is damaged: a tar header does not match its checksum');
  const type = block.toString('latin1', 156, 157);
  const name = field(block, 0, 100);
  if (type !== '0' && type !== '\0')
    throw new BundleFormatError(`The bundle is damaged: "${name}" is not a plain file entry`);
  const size = octal(block, 124, 12);
  if (size === undefined)
    throw new BundleFormatError(`The bundle is damaged: the size of "${name}" is not a tar size`);
  return { name, size };
}

/** The entries of a bundle file, checking that each lies wholly inside the file (a cut copy fails here). */
export function readBundleEntries(file: string): {
  entries: BundleEntry[];
  read: (entry: BundleEntry) => Buffer;
} {
  const fd = openSync(file, 'r');
  try {
    const fileSize = fstatSync(fd).size;
    const entries: BundleEntry[] = [];
    let position = 0;
    const block = Buffer.alloc(BLOCK);
    while (position + BLOCK <= fileSize) {
      readSync(fd, block, 0, BLOCK, position);
      if (block.every((byte) => byte === 0)) break;
      const { name, size } = parseHeader(block);
      const offset = position + BLOCK;
      if (offset + size > fileSize)
        throw new BundleFormatError(
          `The bundle is incomplete: "${name}" needs ${offset + size} bytes but the file has ${fileSize} (was the copy cut short?)`,
        );
      entries.push({ name, offset, size });
      position = offset + size + padding(size);
    }
    return {
      entries,
      read: (entry) => {
        const again = openSync(file, 'r');
        try {
          const buffer = Buffer.alloc(entry.size);
          readSync(again, buffer, 0, entry.size, entry.offset);
          return buffer;
        } finally {
          closeSync(again);
        }
      },
    };
  } finally {
    closeSync(fd);
  }
}
