import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import type { RequestHandler } from 'express';
import type { AnswerCache, KeptAnswer } from './answer-cache';
import { logRequestOnFinish } from './request-log';

/** A public read the fast path answers: what the request asks for and how to make its answer. */
interface PublicAnswer {
  /** The cache key: the same for every request that gets the same answer. */
  key: string;
  /** Makes the answer on a cache miss; throws (404, 400) to leave the request to the Express routes. */
  make: () => unknown;
  /** Called once the answer went out (200 or 304): where a visitor's lookup is counted, in memory. */
  served?: () => void;
}

/**
 * A public read route: `match` gets the decoded rest of the path after `prefix` (or the whole path
 * when `exact`) and the query, and answers undefined for a request it leaves to the Express routes.
 */
export interface PublicRoute {
  prefix: string;
  exact?: boolean;
  match: (rest: string, query: ParsedUrlQuery) => PublicAnswer | undefined;
}

interface FastPathOptions {
  routes: readonly PublicRoute[];
  answers: AnswerCache;
  /** The Host check of security/host-check.ts: a request it refuses goes the usual way (421). */
  allowsHost: (hostHeader: string | undefined) => boolean;
  /** The security headers every answer carries, computed once (security/headers.ts). */
  headers: readonly (readonly [string, string])[];
}

/**
 * The kiosk's reads on every scan and keystroke, answered before the rest of the middleware: no
 * session, no cookie, no body parsing, no compression attempt, no router stack, only the host check,
 * the precomputed security headers, one log line and the answer cache. Whatever it does not answer
 * with 200 or 304 (an unknown number's 404 with its missed-lookup count, a malformed address, a
 * refused host) continues to the full middleware and the routes, which answer it as before.
 */
export function publicFastPath({ routes, answers, allowsHost, headers }: FastPathOptions): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url.startsWith('/api/')) {
      next();
      return;
    }
    const queryAt = req.url.indexOf('?');
    const pathname = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    const route = routes.find((candidate) =>
      candidate.exact ? pathname === candidate.prefix : pathname.startsWith(candidate.prefix),
    );
    if (!route || !allowsHost(req.headers.host)) {
      next();
      return;
    }
    let answer: PublicAnswer | undefined;
    try {
      const rest = route.exact ? '' : decodeURIComponent(pathname.slice(route.prefix.length));
      answer = route.match(rest, queryAt === -1 ? {} : parseQuery(req.url.slice(queryAt + 1)));
    } catch {
      answer = undefined;
    }
    if (!answer) {
      next();
      return;
    }
    let kept: KeptAnswer;
    try {
      kept = answers.answerFor(answer.key, answer.make);
    } catch {
      next();
      return;
    }
    logRequestOnFinish(req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
    answers.send(req, res, kept);
    answer.served?.();
  };
}
