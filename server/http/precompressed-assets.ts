import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Answers an asset with the .br or .gz file the build wrote beside it (vite.config.ts
 * precompressAssets) when the browser accepts that encoding; anything else falls through to
 * express.static. The assets' names carry their hash, so they are cached for a year.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(`${root}${path.sep}`)) return next();
    // Brotli first whatever order the browser lists them in: it is the smaller of the two.
    const encoding = ENCODINGS.find(
      (candidate) =>
        req.acceptsEncodings(candidate.name) === candidate.name && existsSync(`${file}${candidate.suffix}`),
    );
    if (!encoding) return next();
    res.type(path.extname(file));
    res.set({ 'Content-Encoding': encoding.name, Vary: 'Accept-Encoding' });
    res.sendFile(`${file}${encoding.suffix}`, { immutable: true, maxAge: '365d' }, (error) => {
      if (error) next(error);
    });
  };
}
