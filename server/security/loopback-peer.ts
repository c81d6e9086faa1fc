import type { Request } from 'express';
import { isLoopbackName } from './allowed-hosts';

/**
 * Whether the request comes from this machine, judged by the socket's peer address only: a
 * forwarded header is written by the client and proves nothing. The desktop window is loopback.
 */
export function isLoopbackPeer(req: Request): boolean {
  const address = req.socket.remoteAddress;
  return address !== undefined && isLoopbackName(address.toLowerCase());
}
