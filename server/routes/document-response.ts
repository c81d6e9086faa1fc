import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { StoredDocument } from '../db/instruction-documents';
import { contentDisposition } from '../domain/content-disposition';

/**
 * A document's address with `?v=<its hash>` names these bytes for good (the viewer asks so); without
 * it the browser keeps the file but asks again, answered 304 while the hash is the same.
 */
const VERSIONED = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

/**
 * Sends a stored PDF: its own type and nothing guessed, Range requests (206, 416 past the end),
 * conditional requests by content hash, shown inline under a sandbox that runs nothing.
 */
export function sendDocument(
  req: Request,
  res: Response,
  next: NextFunction,
  dataDir: string,
  document: StoredDocument,
  /** How long a browser may keep it; by default as visitors' copies (see above). */
  cacheControl?: string,
): void {
  res.set({
    'Content-Type': 'application/pdf',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
    'Content-Disposition': contentDisposition('inline', document.fileName, 'document.pdf'),
    ETag: `"${document.sha256}"`,
    'Cache-Control': cacheControl ?? (req.query.v === document.sha256 ? VERSIONED : REVALIDATE),
  });
  // Answered here rather than by send(), which ignores If-None-Match when the request also says
  // `Cache-Control: no-cache` (as fetch() does for every conditional request it makes itself).
  const known = req
    .get('If-None-Match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(`"${document.sha256}"`) || known?.includes('*')) {
    res.status(304).end();
    return;
  }
  // send() answers If-Range against the ETag set above, and Range with 206 or 416.
  res.sendFile(
    path.join(dataDir, document.storedPath),
    { etag: false, lastModified: false, cacheControl: false, acceptRanges: true, dotfiles: 'deny' },
    (error?: Error) => {
      if (error && !res.headersSent) next(error);
    },
  );
}
