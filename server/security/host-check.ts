import type { RequestHandler } from 'express';
import { errorBody } from '../../common/api/errors';
import { hostNameOf, hostPolicy } from './allowed-hosts';
import { log } from '../logs/log';
import { loggedPath } from '../http/request-log';

/**
 * Runs before every route: a request whose Host is not a name of this server gets 421. /api callers
 * get the usual `{ message, code }`; a browser opening a page gets the same sentence as plain text.
 */
export function hostCheck(listenHost: string, allowedHosts: readonly string[]): RequestHandler {
  const allows = hostPolicy(listenHost, allowedHosts);
  return (req, res, next) => {
    const name = hostNameOf(req.headers.host);
    if (name !== undefined && allows(name)) {
      next();
      return;
    }
    const message =
      name === undefined
        ? 'The request has no readable Host header.'
        : `This server does not answer to the name "${name}". Open it by its own address, or add the name with --allowed-hosts (see the README).`;
    log.warn(`421 ${req.method} ${loggedPath(req)}: host not allowed (${req.headers.host ?? 'none'})`);
    res.status(421);
    if (req.path.startsWith('/api/') || req.path === '/api')
      res.json(errorBody(421, message, 'HOST_NOT_ALLOWED'));
    else res.type('text/plain').send(message);
  };
}

/** Whether a Host header names this server: the test hostCheck makes, for the public fast path. */
export function hostAllowed(listenHost: string, allowedHosts: readonly string[]) {
  const allows = hostPolicy(listenHost, allowedHosts);
  return (hostHeader: string | undefined): boolean => {
    const name = hostNameOf(hostHeader);
    return name !== undefined && allows(name);
  };
}
