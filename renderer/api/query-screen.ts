import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError, type ApiError } from './client';

/**
 * Which screen a page shows for a query: its data whenever there is some (also from the cache while
 * the server is down), a not-found text only for a real 404 (or another refusal of the request),
 * and the outage state when no answer came or the server failed.
 */
export type QueryScreen = 'ready' | 'loading' | 'outage' | 'not-found';

/** No answer, or the server broke: worth another try later. */
function isRetryable(error: unknown): error is ApiError {
  return isApiError(error) && (error.isOutage || error.kind === 'server');
}

export function queryScreen(query: UseQueryResult<unknown, unknown>): QueryScreen {
  if (query.data !== undefined) return 'ready';
  // During the quiet retries the query stays pending; its last failure says why.
  const error = query.error ?? query.failureReason;
  if (error == null) return 'loading';
  // Anything that is not an answer of our server (e.g. a code chunk that did not load) is an outage too.
  if (isRetryable(error) || !isApiError(error)) return 'outage';
  return 'not-found';
}

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * The public pages' quiet automatic retry: only outages and server failures, never a 404, with a
 * back-off of 2, 4, 8 … up to 30 seconds for as long as the page is open.
 */
export const publicRetry = {
  retry: (_failureCount: number, error: unknown) => isRetryable(error) || !isApiError(error),
  retryDelay: (attempt: number) => Math.min(2_000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
};
