import { createReadStream, existsSync, rmSync, statSync } from 'node:fs';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { HubLimits } from '../config/server-config';
import { HttpError } from '../errors';
import { diskFull, isDiskFull } from './disk-full';
import { hubProblem, noLibrary, refused, unreachable } from './hub-client';
import { downloadTotalMs } from './hub-limits';
import { hubGet, readCapped } from './hub-request';
import type { LibrarySource } from './library-source';
import type { LibraryChannel } from '../../common/api/library-bundles';
import { KEY_ROTATION_FILE, KEY_ROTATION_SIGNATURE } from './key-rotation';
import { MAX_MANIFEST_BYTES, MAX_SIGNATURE_BYTES } from './manifest';
import {
  channelManifest,
  channelSignature,
  releaseBundleParts,
  type FolderObject,
  type SignedRelease,
} from './static-folder';

/** Reads a folder's files: small ones whole, large ones from an offset into the bundle being built. */
interface FolderReader {
  label: string;
  /** The file's bytes, at most `maxBytes`; undefined when the folder has no such file. */
  small(name: string, maxBytes: number, signal: AbortSignal): Promise<Buffer | undefined>;
  /** Streams `object` from byte `start` to its end; each piece is handed to `write`. */
  piece(
    object: FolderObject,
    start: number,
    write: (bytes: Buffer) => Promise<void>,
    signal: AbortSignal,
  ): Promise<void>;
}

/** A static folder on a web server, a bucket or a CDN: GETs, and Range requests to resume. */
export function folderOverHttp(address: string, channel: LibraryChannel, limits: HubLimits): LibrarySource {
  return folderSource(channel, limits.manifestMaxBytes, httpReader(address, limits));
}

/** The key rotation announcement of a folder on a web server (the hub's own among them). */
export const rotationOverHttp = (address: string, limits: HubLimits, signal: AbortSignal) =>
  readRotation(httpReader(address, limits), signal);

async function readRotation(reader: FolderReader, signal: AbortSignal): Promise<SignedRelease | undefined> {
  const statement = await reader.small(KEY_ROTATION_FILE, MAX_MANIFEST_BYTES, signal);
  const signature = statement && (await reader.small(KEY_ROTATION_SIGNATURE, MAX_SIGNATURE_BYTES, signal));
  return statement && signature
    ? { manifest: statement.toString('utf8'), signature: signature.toString('utf8') }
    : undefined;
}

function httpReader(address: string, limits: HubLimits): FolderReader {
  const base = address.endsWith('/') ? address : `${address}/`;
  const ask = async (name: string, headers: Record<string, string>, totalMs: number, signal: AbortSignal) => {
    try {
      return await hubGet(new URL(name, base), headers, { ...limits, totalMs }, signal);
    } catch (error) {
      throw hubProblem(address, error);
    }
  };
  return {
    label: address,
    async small(name, maxBytes, signal) {
      const answer = await ask(name, {}, limits.manifestTotalMs, signal);
      if (answer.status === 404) {
        answer.close();
        return undefined;
      }
      if (answer.status !== 200) {
        answer.close();
        throw unreachable(address, `${name} answered HTTP ${answer.status}`);
      }
      try {
        return await readCapped(answer, maxBytes);
      } catch (error) {
        throw hubProblem(address, error);
      }
    },
    async piece(object, start, write, signal) {
      const answer = await ask(
        object.name,
        start > 0 ? { range: `bytes=${start}-` } : {},
        downloadTotalMs(limits, object.size - start),
        signal,
      );
      const resumed = answer.status === 206 && rangeStart(answer.headers['content-range']) === start;
      if (!resumed && answer.status !== 200) {
        answer.close();
        throw unreachable(address, `${object.name} answered HTTP ${answer.status}`);
      }
      // A server that ignores Range sends the whole file: the bytes already here are skipped.
      let skip = resumed ? 0 : start;
      try {
        for await (const received of answer.body) {
          const bytes = received.subarray(Math.min(skip, received.length));
          skip -= received.length - bytes.length;
          if (bytes.length > 0) await write(bytes);
        }
      } catch (error) {
        answer.close();
        if (error instanceof HttpError || isDiskFull(error)) throw error;
        const problem = hubProblem(address, error);
        throw new HttpError(
          problem.status,
          `${problem.message}; the download resumes at the next check`,
          problem.code,
        );
      }
    },
  };
}

/** A folder on this machine: a file share or a USB stick. */
export function folderOnDisk(folder: string, channel: LibraryChannel): LibrarySource {
  const root = path.resolve(folder.startsWith('file://') ? new URL(folder).pathname : folder);
  const missing = () =>
    new HttpError(
      502,
      `The library folder ${root} cannot be read (is the stick or share connected?)`,
      'LIBRARY_HUB_UNREACHABLE',
    );
  return folderSource(channel, MAX_MANIFEST_BYTES, {
    label: root,
    async small(name, maxBytes) {
      if (!existsSync(root)) throw missing();
      const file = path.join(root, name);
      if (!existsSync(file)) return undefined;
      if ((await stat(file)).size > maxBytes)
        throw refused(root, `${name} is larger than the ${maxBytes} bytes a follower accepts`);
      return readFile(file);
    },
    async piece(object, start, write, signal) {
      const file = path.join(root, object.name);
      if (!existsSync(file)) throw missingObject(root, object);
      if (statSync(file).size !== object.size)
        throw refused(
          root,
          `${object.name} has ${statSync(file).size} bytes, its signed manifest says ${object.size}`,
        );
      try {
        for await (const bytes of createReadStream(file, { start, signal }) as AsyncIterable<Buffer>)
          await write(bytes);
      } catch (error) {
        if (error instanceof HttpError || isDiskFull(error)) throw error;
        throw unreachable(root, `${object.name} could not be read (${String(error)})`);
      }
    },
  });
}

const missingObject = (label: string, object: FolderObject) =>
  new HttpError(
    502,
    `The library folder ${label} lacks ${object.name}, which its signed manifest names; the current library stays in use`,
    'LIBRARY_HUB_ANSWER_REFUSED',
  );

/**
 * The follower's side of a static folder: the signed manifest, then the version's bundle file (or
 * a delta's) assembled from the hash-named files, resuming where an interrupted download stopped.
 * No file may grow past the size its signed manifest gives; the apply job then checks every hash.
 */
function folderSource(
  channel: LibraryChannel,
  maxManifestBytes: number,
  reader: FolderReader,
): LibrarySource {
  return async (signal) => {
    const manifest = await reader.small(channelManifest(channel), maxManifestBytes, signal);
    if (!manifest) {
      // A library folder always holds the pilot manifest; stable's waits for the first promote.
      const library =
        channel !== 'pilot' && (await reader.small(channelManifest('pilot'), maxManifestBytes, signal));
      if (library) return undefined;
      throw noLibrary(reader.label);
    }
    const signature = await reader.small(channelSignature(channel), MAX_SIGNATURE_BYTES, signal);
    if (!signature)
      throw refused(
        reader.label,
        `it has ${channelManifest(channel)} but no ${channelSignature(channel)} beside it`,
      );
    const release: SignedRelease = {
      manifest: manifest.toString('utf8'),
      signature: signature.toString('utf8'),
    };
    return {
      ...release,
      download: (checked, delta, target, downloadSignal) =>
        assemble(reader, releaseBundleParts(release, checked, delta), target, downloadSignal),
      rotation: (rotationSignal) => readRotation(reader, rotationSignal),
    };
  };
}

async function assemble(
  reader: FolderReader,
  parts: ReturnType<typeof releaseBundleParts>,
  target: string,
  signal: AbortSignal,
): Promise<void> {
  const have = existsSync(target) ? statSync(target).size : 0;
  const total = parts.reduce((sum, part) => sum + ('framing' in part ? part.framing.length : part.size), 0);
  if (have > total) rmSync(target, { force: true });
  let file: FileHandle | undefined;
  try {
    file = await open(target, have > total ? 'w' : 'a');
    let written = have > total ? 0 : have;
    let start = 0;
    for (const part of parts) {
      const size = 'framing' in part ? part.framing.length : part.size;
      const end = start + size;
      const from = written - start;
      if (written < end) {
        if ('framing' in part) written += (await file.write(part.framing.subarray(from))).bytesWritten;
        else if (Buffer.isBuffer(part.entry))
          written += (await file.write(part.entry.subarray(from))).bytesWritten;
        else {
          const object = part.entry;
          const output = file;
          await reader.piece(
            object,
            from,
            async (bytes) => {
              if (written + bytes.length > end)
                throw refused(
                  reader.label,
                  `${object.name} is longer than the ${object.size} bytes its signed manifest declares`,
                );
              written += (await output.write(bytes)).bytesWritten;
            },
            signal,
          );
          if (written !== end)
            throw unreachable(
              reader.label,
              `${object.name} stopped at ${written - start} of ${object.size} bytes; the download resumes at the next check`,
            );
        }
      }
      start = end;
    }
  } catch (error) {
    if (isDiskFull(error)) {
      await file?.close().catch(() => undefined);
      rmSync(target, { force: true });
      throw diskFull('the new library could not be downloaded');
    }
    throw error;
  } finally {
    await file?.close().catch(() => undefined);
  }
}

function rangeStart(contentRange: string | undefined): number | undefined {
  const match = /^bytes (\d+)-\d+\/(?:\d+|\*)$/.exec(contentRange ?? '');
  return match ? Number(match[1]) : undefined;
}
