/**
 * The one fetch client of the renderer. Every call sends credentials; a non-ok answer throws
 * `ApiError` whose message is "{status}: {body text or status text}" (spec section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }`, when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not JSON: the body text itself is the message.
    }
    return this.body || undefined;
  }
}

async function send(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

async function json<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: async <T>(url: string): Promise<T> => json<T>(await send('GET', url)),
  post: async <T>(url: string, body?: unknown): Promise<T> => json<T>(await send('POST', url, body ?? {})),
  put: async <T>(url: string, body: unknown): Promise<T> => json<T>(await send('PUT', url, body)),
  patch: async <T>(url: string, body: unknown): Promise<T> => json<T>(await send('PATCH', url, body)),
  delete: async <T = void>(url: string): Promise<T> => json<T>(await send('DELETE', url)),
};

/** The message to show for a failed call: the server's message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
