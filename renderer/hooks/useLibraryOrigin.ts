import { useQuery } from '@tanstack/react-query';
import { publicQueries } from '../queries';

/** Where printed QR codes point, and whether a phone in the shop can open that. */
export interface QrTarget {
  origin: string;
  /** 'setting': the address an admin set for QR codes; 'lan': where the server listens on the LAN. */
  source: 'setting' | 'lan' | 'page';
  /** False when the codes would open only on this machine (a default install listens on 127.0.0.1). */
  opensOnPhones: boolean;
}

const LOOPBACK_HOST = /^(localhost|.*\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

function pageTarget(): QrTarget {
  return {
    origin: window.location.origin,
    source: 'page',
    opensOnPhones: !LOOPBACK_HOST.test(window.location.hostname),
  };
}

/**
 * The address for printed QR codes: the one an admin set, else the library's LAN address, else this
 * page's own origin (which a phone can open only when the page was not opened at localhost).
 * Undefined until the server has answered, so no code is printed with the wrong address.
 */
export function useLibraryOrigin(): QrTarget | undefined {
  const { data, isError } = useQuery(publicQueries.libraryAddress());
  if (isError) return pageTarget();
  if (!data) return undefined;
  if (data.qrAddress) return { origin: data.qrAddress, source: 'setting', opensOnPhones: true };
  if (data.lanOrigin) return { origin: data.lanOrigin, source: 'lan', opensOnPhones: true };
  return pageTarget();
}
