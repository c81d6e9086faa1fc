import express, { type RequestHandler } from 'express';
import { SUPPORTED_LANGUAGES } from '../../common/languages';
import { MAX_CONTENT_LENGTH, MAX_TITLE_LENGTH } from '../../common/limits';
import { payloadTooLarge } from '../errors';

/**
 * The largest real admin request: an instruction with all seven languages at the content limit,
 * each UTF-16 unit taking up to 3 bytes in UTF-8 (21,000,000 bytes), its per-language titles, and a
 * megabyte for the other fields and JSON overhead: 22,059,097 bytes (21 MiB).
 */
export const ADMIN_JSON_LIMIT_BYTES =
  SUPPORTED_LANGUAGES.length * (MAX_CONTENT_LENGTH + MAX_TITLE_LENGTH + 1) * 3 + 1024 * 1024;

/** Sign-in, first-run and sign-out bodies: a name and a password of a few hundred characters. */
export const AUTH_JSON_LIMIT_BYTES = 16 * 1024;

const AUTH_PATHS = new Set(['/login', '/register', '/logout']);

function hasBody(headers: express.Request['headers']): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * Bounds /api request bodies before a byte is read: a declared length over the limit is refused
 * at once and the JSON parser stops reading at the limit. Paths outside the admin and sign-in
 * routes take no body at all, so nobody can keep the server busy parsing without signing in.
 * Mounted after requireSignedInUser, so admin bodies are read only for a signed-in admin. Multipart
 * uploads are bounded by their own routes (media uploads, CSV import).
 */
/** The routes that take a library bundle as their raw body (waiting for the apply, or as a job). */
const BUNDLE_UPLOAD_PATHS = new Set(['/admin/library/import', '/admin/library/jobs/apply']);

export function boundedBodies(): RequestHandler {
  const adminJson: RequestHandler = express.json({ limit: ADMIN_JSON_LIMIT_BYTES });
  const authJson: RequestHandler = express.json({ limit: AUTH_JSON_LIMIT_BYTES });
  return (req, res, next) => {
    const isAdmin = req.path.startsWith('/admin/');
    const limit = isAdmin ? ADMIN_JSON_LIMIT_BYTES : AUTH_PATHS.has(req.path) ? AUTH_JSON_LIMIT_BYTES : 0;
    if (limit === 0) {
      next(hasBody(req.headers) ? payloadTooLarge('This address accepts no request body') : undefined);
      return;
    }
    // A library bundle is streamed to disk by its route: it is as large as the library.
    if (BUNDLE_UPLOAD_PATHS.has(req.path) && req.is('application/octet-stream')) {
      next();
      return;
    }
    if (req.is('multipart/form-data') && isAdmin) {
      next();
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      next(payloadTooLarge(`Request body is too large: at most ${limit} bytes are accepted here`));
      return;
    }
    (isAdmin ? adminJson : authJson)(req, res, next);
  };
}
