import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../errors';
import { bundlePaths } from './bundle-paths';

/** Receives an uploaded bundle (the raw request body) into the incoming folder; answers its path. */
export async function receiveBundleUpload(body: Readable, dataDir: string): Promise<string> {
  const paths = bundlePaths(dataDir);
  paths.ensure();
  const upload = path.join(paths.incoming, `upload-${randomBytes(6).toString('hex')}.tar`);
  try {
    await pipeline(body, createWriteStream(upload));
  } catch (error) {
    rmSync(upload, { force: true });
    const full = error instanceof Error && 'code' in error && error.code === 'ENOSPC';
    if (full)
      throw new HttpError(507, 'The disk is full: the library file could not be received', 'STORAGE_FULL');
    throw error;
  }
  return upload;
}
