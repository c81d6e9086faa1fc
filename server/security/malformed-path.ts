import type { RequestHandler } from 'express';
import { badRequest } from '../errors';

/**
 * Refuses a path that is not valid percent-encoded UTF-8 (`%FF`, `%C0%AF`, a lone surrogate, a
 * lone `%`) with 400 before any route tries to read its parameters.
 */
export const rejectMalformedPath: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    next(badRequest('The address contains malformed percent-encoding', 'MALFORMED_PATH'));
    return;
  }
  next();
};
