import type { LibraryAddress } from '../../common/api/library-address';
import { api, type RequestOptions } from './client';

/** GET /api/library-address: the LAN origin when the server listens on the LAN. */
export function fetchLibraryAddress(options?: RequestOptions): Promise<LibraryAddress> {
  return api.get<LibraryAddress>('/api/library-address', options);
}
