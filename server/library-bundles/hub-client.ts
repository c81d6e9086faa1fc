import { existsSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { LatestBundle } from '../../common/api/library-bundles';
import { HttpError } from '../errors';
import { bundleFileSize } from './bundle-file';
import { diskFull, isDiskFull } from './disk-full';
import type { HubLimits } from '../config/server-config';
import { downloadTotalMs } from './hub-limits';
import { hubGet, HubReadError, readCapped, type HubAnswer, type TimeLimits } from './hub-request';
import type { BundleDelta, BundleManifest } from './manifest';

export const unreachable = (hubUrl: string, detail: string) =>
  new HttpError(502, `Could not reach the hub at ${hubUrl}: ${detail}`, 'LIBRARY_HUB_UNREACHABLE');

export const refused = (hubUrl: string, detail: string) =>
  new HttpError(
    502,
    `The answer of the hub at ${hubUrl} was refused: ${detail}; the current library stays in use`,
    'LIBRARY_HUB_ANSWER_REFUSED',
  );

/**
 * An address that answers, but with no library: a web server without the folder, a kiosk that
 * does not serve others, a former hub now following another. Never taken as "nothing newer".
 */
export const noLibrary = (address: string) =>
  new HttpError(
    502,
    `This address offers no library: ${address} (is it the hub's address, and does it serve its library?); the current library stays in use`,
    'LIBRARY_NONE_AT_ADDRESS',
    { address },
  );

/** A HubReadError in the words of the status panel, naming the hub. */
export function hubProblem(hubUrl: string, error: unknown): HttpError {
  if (!(error instanceof HubReadError)) return unreachable(hubUrl, String(error));
  if (error.reason === 'timeout')
    return new HttpError(
      504,
      `The hub at ${hubUrl} is too slow: ${error.message}; the current library stays in use`,
      'LIBRARY_HUB_TIMEOUT',
    );
  if (error.reason === 'too-large') return refused(hubUrl, error.message);
  if (error.reason === 'stopped') return unreachable(hubUrl, `the check was stopped (${error.message})`);
  return unreachable(hubUrl, error.message);
}

async function ask(
  hubUrl: string,
  pathname: string,
  headers: Record<string, string>,
  limits: TimeLimits,
  signal: AbortSignal,
): Promise<HubAnswer> {
  try {
    return await hubGet(new URL(`${hubUrl}${pathname}`), headers, limits, signal);
  } catch (error) {
    throw hubProblem(hubUrl, error);
  }
}

/** A web server that knows no `/api/library/latest`: perhaps a static library folder. */
export const NOT_A_HUB = 'not-a-hub';

/**
 * Asks the hub for its latest bundle: at most `manifestMaxBytes` are read, within the manifest's
 * time limits; anything but a well-formed answer is a plain-words error.
 */
export async function fetchLatest(
  hubUrl: string,
  limits: HubLimits,
  signal: AbortSignal,
): Promise<LatestBundle | typeof NOT_A_HUB | undefined> {
  const answer = await ask(
    hubUrl,
    '/api/library/latest',
    { accept: 'application/json' },
    { ...limits, totalMs: limits.manifestTotalMs },
    signal,
  );
  let text: string;
  try {
    text = (await readCapped(answer, limits.manifestMaxBytes)).toString('utf8');
  } catch (error) {
    throw hubProblem(hubUrl, error);
  }
  const body = parseJson(text);
  if (answer.status === 404) {
    // Only this product's servers answer a JSON code; a random 404 page may hide a static folder.
    const code = (body as { code?: string } | undefined)?.code;
    if (code === 'LIBRARY_NONE_AT_ADDRESS') throw noLibrary(hubUrl);
    return code === 'NOT_FOUND' ? undefined : NOT_A_HUB;
  }
  if (answer.status !== 200) throw unreachable(hubUrl, `it answered HTTP ${answer.status}`);
  const latest = body as Partial<LatestBundle> | undefined;
  if (
    typeof latest?.version !== 'number' ||
    typeof latest.manifest !== 'string' ||
    typeof latest.signature !== 'string' ||
    typeof latest.bundleSize !== 'number' ||
    typeof latest.fileName !== 'string' ||
    // A relay kiosk that took its version as a delta offers the delta's file.
    !/^library-v\d+(-from-v\d+)?\.tar$/.test(latest.fileName)
  )
    throw unreachable(hubUrl, 'it answered something that is not a library bundle description');
  return latest as LatestBundle;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The size the bundle file must have, from the signed manifest (the snapshot's and documents' sizes)
 * and the manifest and signature themselves; the size the hub states beside them is not signed.
 */
export function expectedBundleSize(hubUrl: string, latest: LatestBundle, manifest: BundleManifest): number {
  const size = bundleFileSize([
    Buffer.byteLength(latest.manifest),
    Buffer.byteLength(latest.signature),
    manifest.snapshot.size,
    ...manifest.documents.map((document) => document.size),
  ]);
  if (latest.bundleSize !== size)
    throw refused(
      hubUrl,
      `it says the bundle has ${latest.bundleSize} bytes, but its signed manifest makes ${size}`,
    );
  return size;
}

/** The size a delta's file must have: manifest, signature, the changes and the documents it adds. */
export function expectedDeltaSize(
  latest: LatestBundle,
  manifest: BundleManifest,
  delta: BundleDelta,
): number {
  const added = new Set(delta.documents);
  return bundleFileSize([
    Buffer.byteLength(latest.manifest),
    Buffer.byteLength(latest.signature),
    delta.size,
    ...manifest.documents.filter((document) => added.has(document.sha256)).map((document) => document.size),
  ]);
}

/**
 * Downloads a bundle of `size` bytes to `target`, resuming with a Range request from what an
 * interrupted download left there. Not one byte past `size` is written: a hub that sends more is
 * refused and the partial file dropped. The bytes are not trusted: the caller verifies the file.
 */
export async function downloadBundle(
  hubUrl: string,
  fileName: string,
  size: number,
  target: string,
  limits: HubLimits,
  signal: AbortSignal,
): Promise<void> {
  let have = existsSync(target) ? statSync(target).size : 0;
  if (have > size) {
    rmSync(target, { force: true });
    have = 0;
  }
  if (have === size) return;
  const answer = await ask(
    hubUrl,
    `/api/library/bundles/${fileName}`,
    have > 0 ? { range: `bytes=${have}-` } : {},
    { ...limits, totalMs: downloadTotalMs(limits, size - have) },
    signal,
  );
  const resumed = answer.status === 206 && rangeStart(answer.headers['content-range']) === have;
  if (!resumed && answer.status !== 200) {
    answer.close();
    throw unreachable(hubUrl, `the download answered HTTP ${answer.status}`);
  }
  let written = resumed ? have : 0;
  const file = await open(target, resumed ? 'a' : 'w');
  try {
    for await (const piece of answer.body) {
      if (written + piece.length > size) {
        answer.close();
        await file.close();
        rmSync(target, { force: true });
        throw refused(hubUrl, `it sent more than the ${size} bytes its signed manifest declares`);
      }
      await file.write(piece);
      written += piece.length;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    answer.close();
    // A partial download the disk could not hold is dropped: the kiosk needs that room to keep working.
    if (isDiskFull(error)) {
      await file.close().catch(() => undefined);
      rmSync(target, { force: true });
      throw diskFull('the new library could not be downloaded');
    }
    const problem = hubProblem(hubUrl, error);
    throw new HttpError(
      problem.status,
      `${problem.message}; the download resumes at the next check`,
      problem.code,
    );
  } finally {
    await file.close().catch(() => undefined);
  }
  if (written !== size)
    throw unreachable(
      hubUrl,
      `the download stopped at ${written} of ${size} bytes; it resumes at the next check`,
    );
}

function rangeStart(contentRange: string | undefined): number | undefined {
  const match = /^bytes (\d+)-\d+\/(?:\d+|\*)$/.exec(contentRange ?? '');
  return match ? Number(match[1]) : undefined;
}
