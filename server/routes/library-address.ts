import { Router } from 'express';
import type { LibraryAddress } from '../../common/api/library-address';
import type { AppContext } from '../context';
import { lanAddresses } from '../http/lan-addresses';

const LOOPBACK = /^(127\.|::1$|localhost$)/i;
const ANY_ADDRESS = new Set(['0.0.0.0', '::']);

/** Where other machines reach this server, or null when it listens on this machine only. */
function lanHost(host: string): string | null {
  if (LOOPBACK.test(host)) return null;
  if (!ANY_ADDRESS.has(host)) return host.includes(':') ? `[${host}]` : host;
  return lanAddresses()[0] ?? null;
}

/**
 * GET /api/library-address: the LAN address of the library, so a printed QR code opens on a
 * phone in the shop rather than at this kiosk's own localhost.
 */
export function libraryAddressRouter({ config }: AppContext): Router {
  const router = Router();
  router.get('/library-address', (req, res) => {
    const host = lanHost(config.host);
    const origin = host === null ? null : `http://${host}:${req.socket.localPort}`;
    res.json({ lanOrigin: origin } satisfies LibraryAddress);
  });
  return router;
}
