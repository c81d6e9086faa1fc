import { z } from 'zod';

/** Answer of GET /api/library-address: what a printed QR code should open. */
export interface LibraryAddress {
  /** e.g. "http://192.168.1.20:3000" when the server listens on the LAN; null when only on this machine. */
  lanOrigin: string | null;
  /** The address an admin set for QR codes, e.g. "http://library.shop.lan:3000"; wins over lanOrigin. */
  qrAddress: string | null;
  /**
   * False when this server would refuse requests for the host name of `qrAddress` (see
   * --allowed-hosts), so phones would get an error unless a server in front of it forwards them.
   */
  qrHostAnswered: boolean;
}

/** Body of PUT /api/admin/library-address: the address for QR codes, or null to use the LAN address. */
export const qrAddressBodySchema = z.object({ qrAddress: z.string().max(300).nullable() });

export type QrAddressProblem = 'notHttpAddress' | 'notJustAddress';

/**
 * The origin a typed address for QR codes stands for, or why it cannot be one. Only scheme, host
 * and port: a path, query, fragment or user name would let a code open somewhere else than the library.
 */
export function parseQrAddress(input: string): { origin: string } | { problem: QrAddressProblem } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { problem: 'notHttpAddress' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
    return { problem: 'notHttpAddress' };
  // What follows scheme and host as typed, before the URL parser tidies "/x/.." away.
  const afterHost = input.trim().replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#\\]*/i, '');
  if (url.username || url.password || (afterHost !== '' && afterHost !== '/'))
    return { problem: 'notJustAddress' };
  return { origin: url.origin };
}
