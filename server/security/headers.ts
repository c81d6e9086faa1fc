import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the renderer works with: Blueprint sets inline styles. External images
 * come through /api/proxy-image, and the spec falls back to their original http(s) address when the
 * proxy fails, so img-src allows those schemes (an image cannot run script). No HSTS and no upgrade-insecure-requests: kiosks and LAN browsers
 * reach this server over plain http, and upgrading would break every asset.
 */
export function securityHeaders(headers = securityHeaderList()): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * Helmet's headers depend only on this configuration, so they are computed once, by running helmet
 * on a stand-in response, instead of on every request. `inlineScripts` are the hash sources of the
 * inline scripts the page may run (security/inline-script-hashes.ts).
 */
export function securityHeaderList(inlineScripts: readonly string[] = []): [string, string][] {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => {
      headers[name] = String(value);
    },
    removeHeader: () => undefined,
  };
  let finished = false;
  helmetMiddleware(inlineScripts)(
    Object.create(null) as IncomingMessage,
    collector as unknown as ServerResponse,
    () => {
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return Object.entries(headers);
}

const helmetMiddleware = (inlineScripts: readonly string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: false,
  });
