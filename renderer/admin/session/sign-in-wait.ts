import { ApiError } from '../../api/client';

/** The seconds a 429 of POST /api/login asks to wait (`retryAfterSeconds`), or undefined for other failures. */
export function signInWaitSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  try {
    const body: unknown = JSON.parse(error.body);
    if (body && typeof body === 'object' && 'retryAfterSeconds' in body) {
      const seconds = body.retryAfterSeconds;
      if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
    }
  } catch {
    // A 429 from something else than the sign-in throttle: shown with the server's own message.
  }
  return undefined;
}
