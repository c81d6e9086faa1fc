import type { ApiError } from './client';

type UnauthorizedHandler = (error: ApiError) => void;

let handler: UnauthorizedHandler | undefined;

/**
 * The admin area registers its one reaction to a 401 (the session ended) here; the QueryClient
 * calls it for every query and mutation that fails with `kind === 'unauthorized'`, unless the
 * query or mutation says a 401 is an expected answer (`meta: { expectsUnauthorized: true }`, e.g.
 * "who is signed in?" or a login with a wrong password). Returns a function that unregisters it.
 */
export function setUnauthorizedHandler(next: UnauthorizedHandler | undefined): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

export function notifyUnauthorized(error: ApiError): void {
  handler?.(error);
}
