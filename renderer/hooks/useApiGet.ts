import { useEffect, useState } from 'react';
import { api } from '../api/client';

export type ApiGetState<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: unknown };

/** GET `url` with the project's client; a newer url makes the answer of the older one be ignored. */
export function useApiGet<T>(url: string): ApiGetState<T> {
  const [state, setState] = useState<{ url: string; result: ApiGetState<T> }>({
    url: '',
    result: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    api
      .get<T>(url)
      .then((data) => current && setState({ url, result: { status: 'ok', data } }))
      .catch((error: unknown) => current && setState({ url, result: { status: 'error', error } }));
    return () => {
      current = false;
    };
  }, [url]);

  return state.url === url ? state.result : { status: 'loading' };
}
