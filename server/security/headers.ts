import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the renderer works with: Blueprint sets inline styles. External images
 * come through /api/proxy-image, and the spec falls back to their original http(s) address when the
 * proxy fails, so img-src allows those schemes (an image cannot run script). No HSTS and no upgrade-insecure-requests: kiosks and LAN browsers
 * reach this server over plain http, and upgrading would break every asset.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
}
