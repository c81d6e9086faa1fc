import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the renderer works with: Blueprint sets inline styles, external images
 * come through /api/proxy-image. No HSTS and no upgrade-insecure-requests: kiosks and LAN browsers
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
        imgSrc: ["'self'", 'data:', 'blob:'],
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
