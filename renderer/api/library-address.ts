import type { LibraryAddress } from '../../common/api/library-address';
import { api, type RequestOptions } from './client';

/** GET /api/library-address: the address for QR codes an admin set, and the LAN origin. */
export function fetchLibraryAddress(options?: RequestOptions): Promise<LibraryAddress> {
  return api.get<LibraryAddress>('/api/library-address', options);
}

/** PUT /api/admin/library-address: sets (or with null clears) the address for QR codes. */
export function saveQrAddress(qrAddress: string | null): Promise<LibraryAddress> {
  return api.put<LibraryAddress>('/api/admin/library-address', { qrAddress });
}
