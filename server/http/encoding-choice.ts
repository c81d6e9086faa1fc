import express, { type Request } from 'express';

type Encoding = 'br' | 'gzip';

/** Browsers send a handful of distinct Accept-Encoding values; past this many the memo starts over. */
const MAX_REMEMBERED = 64;

const chosen = new Map<string, Encoding | undefined>();

/** Express's own negotiation (the same `accepts` as req.acceptsEncodings), on the header alone. */
const accepts = (acceptEncoding: string, encoding: Encoding): boolean =>
  express.request.acceptsEncodings.call(
    { headers: { 'accept-encoding': acceptEncoding } } as unknown as Request,
    encoding,
  ) === encoding;

/**
 * Brotli whenever the browser takes it, as the API's compression does, else gzip; none without an
 * Accept-Encoding. Worked out once per distinct header value, with Express's negotiation, so the
 * public answers served before Express choose exactly as the answers served through it.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
  const choice = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : undefined;
  if (chosen.size >= MAX_REMEMBERED) chosen.clear();
  chosen.set(acceptEncoding, choice);
  return choice;
}
