import { createWriteStream, existsSync, rmSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { LatestBundle } from '../../common/api/library-bundles';
import { HttpError } from '../http/http-errors';
import { diskFull, isDiskFull } from './disk-full';

const ASK_TIMEOUT_MS = 15_000;
/** A download may be long; it fails only when nothing arrives for this long. */
const STALL_TIMEOUT_MS = 60_000;

const unreachable = (hubUrl: string, detail: string) =>
  new HttpError(502, `Could not reach the hub at ${hubUrl}: ${detail}`, 'LIBRARY_HUB_UNREACHABLE');

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return cause ?? error.message;
  }
  return String(error);
}

/** Asks the hub for its latest bundle; anything but a well-formed answer is a plain-words error. */
export async function fetchLatest(hubUrl: string): Promise<LatestBundle | undefined> {
  let response: Response;
  try {
    response = await fetch(`${hubUrl}/api/library/latest`, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
  } catch (error) {
    throw unreachable(hubUrl, describe(error));
  }
  if (response.status === 404 && response.headers.get('content-type')?.includes('json')) {
    const body = (await response.json().catch(() => undefined)) as { code?: string } | undefined;
    if (body?.code === 'NOT_FOUND') return undefined;
  }
  if (!response.ok) throw unreachable(hubUrl, `it answered HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  const latest = body as Partial<LatestBundle> | undefined;
  if (
    typeof latest?.version !== 'number' ||
    typeof latest.manifest !== 'string' ||
    typeof latest.signature !== 'string' ||
    typeof latest.bundleSize !== 'number' ||
    typeof latest.fileName !== 'string' ||
    !/^library-v\d+\.tar$/.test(latest.fileName)
  )
    throw unreachable(hubUrl, 'it answered something that is not a library bundle description');
  return latest as LatestBundle;
}

/**
 * Downloads a bundle to `target`, resuming with a Range request from what an interrupted download
 * left there. The bytes are not trusted: the caller verifies the whole file afterwards.
 */
export async function downloadBundle(hubUrl: string, latest: LatestBundle, target: string): Promise<void> {
  let have = existsSync(target) ? statSync(target).size : 0;
  if (have > latest.bundleSize) {
    rmSync(target, { force: true });
    have = 0;
  }
  if (have === latest.bundleSize) return;
  const controller = new AbortController();
  let stall = setTimeout(() => controller.abort(), STALL_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(`${hubUrl}/api/library/bundles/${latest.fileName}`, {
        headers: have > 0 ? { range: `bytes=${have}-` } : {},
        signal: controller.signal,
      });
    } catch (error) {
      throw unreachable(hubUrl, describe(error));
    }
    if (response.status !== 206 && response.status !== 200)
      throw unreachable(hubUrl, `the download answered HTTP ${response.status}`);
    if (!response.body) throw unreachable(hubUrl, 'the download was empty');
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    body.on('data', () => {
      clearTimeout(stall);
      stall = setTimeout(() => controller.abort(), STALL_TIMEOUT_MS);
    });
    try {
      await pipeline(body, createWriteStream(target, { flags: response.status === 206 ? 'a' : 'w' }));
    } catch (error) {
      // A partial download the disk could not hold is dropped: the kiosk needs that room to keep working.
      if (isDiskFull(error)) {
        rmSync(target, { force: true });
        throw diskFull('the new library could not be downloaded');
      }
      throw unreachable(hubUrl, `the download broke off (${describe(error)}); it resumes at the next check`);
    }
  } finally {
    clearTimeout(stall);
  }
  const size = statSync(target).size;
  if (size !== latest.bundleSize) {
    if (size > latest.bundleSize) rmSync(target, { force: true });
    throw unreachable(
      hubUrl,
      `the download stopped at ${size} of ${latest.bundleSize} bytes; it resumes at the next check`,
    );
  }
}
