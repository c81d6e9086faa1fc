import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import type { AnswerCache, KeptAnswer } from './answer-cache';
import { logRequest } from './request-log';

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

/** Answers a request and says true, or leaves it untouched and says false. */
export type FrontDoor = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The kiosk's reads on every scan and keystroke, answered by the node:http listener before Express
 * sees the request: no Express request and response set-up, no router, no session, no cookie, no
 * body parsing, no compression attempt; only the host check, the precomputed security headers, one
 * log line and the answer cache. Whatever it does not answer with 200 or 304 (an unknown number's
 * 404 with its missed-lookup count, a malformed address, a refused host) goes to the Express app
 * untouched, which answers it as before.
 */
export function publicFastPath({ routes, answers, allowsHost, headers }: FastPathOptions): FrontDoor {
  const securityHeaders = headers.flat();
  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/api/')) return false;
    const started = performance.now();
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const route = routes.find((candidate) =>
      candidate.exact ? pathname === candidate.prefix : pathname.startsWith(candidate.prefix),
    );
    if (!route || !allowsHost(req.headers.host)) return false;
    let answer: PublicAnswer | undefined;
    try {
      const rest = route.exact ? '' : decodeURIComponent(pathname.slice(route.prefix.length));
      answer = route.match(rest, queryAt === -1 ? {} : parseQuery(url.slice(queryAt + 1)));
    } catch {
      answer = undefined;
    }
    if (!answer) return false;
    let kept: KeptAnswer;
    try {
      kept = answers.answerFor(answer.key, answer.make);
    } catch {
      return false;
    }
    const status = answers.send(req, res, kept, securityHeaders);
    answer.served?.();
    logRequest(req.method, pathname, status, performance.now() - started);
    return true;
  };
}
