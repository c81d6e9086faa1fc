import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ProxyConfig } from '../../config/server-config';
import { HttpError, payloadTooLarge, unsupportedMediaType } from '../../errors';
import { sniffImageType, type AllowedImageType } from '../media/image-sniffing';
import { resolveAllowedAddress, type AddressPolicy, type LookupAll, type ResolvedAddress } from './resolve';
import { hostOf } from './url';

/** The limits, plus the resolver and address policy: tests swap these for a local server. */
export interface ProxyFetchOptions extends ProxyConfig {
  lookupAll?: LookupAll;
  isAllowedAddress?: AddressPolicy;
}

export interface FetchedImage {
  mimeType: AllowedImageType;
  data: Buffer;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Fetches an external image within the time and size limits, following redirects by hand so that
 * every hop's host is resolved and checked again, and connecting to exactly the address checked
 * (no second lookup a rebinding DNS server could answer differently).
 */
export async function fetchExternalImage(url: URL, options: ProxyFetchOptions): Promise<FetchedImage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await followRedirects(url, options, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new HttpError(504, 'The image server did not answer in time');
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, 'Could not fetch the image');
  } finally {
    clearTimeout(timer);
  }
}

async function followRedirects(
  start: URL,
  options: ProxyFetchOptions,
  signal: AbortSignal,
): Promise<FetchedImage> {
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const target = await untilAborted(
      resolveAllowedAddress(hostOf(url), options.lookupAll, options.isAllowedAddress),
      signal,
    );
    const response = await get(url, target, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.resume();
      if (redirects >= options.maxRedirects)
        throw new HttpError(502, 'The image server redirected too often');
      url = redirectTarget(url, response.headers.location);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new HttpError(502, `The image server answered ${status}`);
    }
    const data = await readLimited(response, options.maxBytes);
    const mimeType = sniffImageType(data);
    if (!mimeType) throw unsupportedMediaType('The URL does not point to a PNG, JPEG, GIF or WebP image');
    return { mimeType, data };
  }
}

function redirectTarget(from: URL, location: string | undefined): URL {
  if (!location) throw new HttpError(502, 'The image server redirected without a location');
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new HttpError(502, 'The image server redirected to an invalid URL');
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    throw new HttpError(502, 'The image server redirected away from http(s)');
  }
  return next;
}

function get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // No shared agent: a pooled socket could still be connected to an address of an earlier lookup.
    const request = client.request(
      url,
      { method: 'GET', lookup: pinnedLookup, signal, agent: false, headers: { accept: ACCEPT } },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => payloadTooLarge(`The image is larger than ${maxBytes} bytes`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
