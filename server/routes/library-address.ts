import { Router, type Request } from 'express';
import { parseQrAddress, qrAddressBodySchema, type LibraryAddress } from '../../common/api/library-address';
import { WILDCARD_HOSTS } from '../../common/settings/listen-hosts';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { lanAddresses } from '../http/lan-addresses';
import { parseWith } from '../http/validation';
import { hostNameOf, hostPolicy } from '../security/allowed-hosts';
import { readQrAddress, writeQrAddress } from '../services/qr-address-setting';

const LOOPBACK = /^(127\.|::1$|localhost$)/i;

/** Where other machines reach this server, or null when it listens on this machine only. */
function lanHost(host: string): string | null {
  if (LOOPBACK.test(host)) return null;
  if (!WILDCARD_HOSTS.has(host)) return host.includes(':') ? `[${host}]` : host;
  return lanAddresses()[0] ?? null;
}

/**
 * GET /api/library-address: where a printed QR code should point, so it opens on a phone in the
 * shop rather than at this kiosk's own localhost. PUT /api/admin/library-address sets the address
 * for QR codes (a name such as library.shop.lan, or a reverse proxy's address).
 */
export function libraryAddressRouter({ config }: AppContext): Router {
  const router = Router();
  const answers = hostPolicy(config.host, config.allowedHosts);
  const answer = (req: Request): LibraryAddress => {
    const host = lanHost(config.host);
    const qrAddress = readQrAddress(config.dataDir);
    const qrHost = qrAddress === null ? undefined : hostNameOf(new URL(qrAddress).host);
    return {
      lanOrigin: host === null ? null : `http://${host}:${req.socket.localPort}`,
      qrAddress,
      qrHostAnswered: qrHost === undefined || answers(qrHost),
    };
  };
  router.get('/library-address', (req, res) => {
    res.json(answer(req));
  });
  router.put('/admin/library-address', (req, res) => {
    const { qrAddress } = parseWith(qrAddressBodySchema, req.body);
    const typed = qrAddress?.trim() ?? '';
    if (typed === '') writeQrAddress(config.dataDir, null);
    else {
      const parsed = parseQrAddress(typed);
      if ('problem' in parsed)
        throw badRequest(
          parsed.problem === 'notHttpAddress'
            ? 'The address for QR codes must start with http:// or https:// followed by a host name or IP address'
            : 'The address for QR codes is only scheme, host and port (such as http://library.shop.lan:3000): no path, query or user name',
          'QR_ADDRESS_INVALID',
          { problem: parsed.problem },
        );
      writeQrAddress(config.dataDir, parsed.origin);
    }
    res.json(answer(req));
  });
  return router;
}
