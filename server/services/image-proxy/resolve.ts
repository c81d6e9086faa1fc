import { lookup } from 'node:dns/promises';
import { forbidden, HttpError } from '../../errors';
import { isPublicUnicastAddress } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;
export type AddressPolicy = (address: string) => boolean;

const systemLookupAll: LookupAll = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * The address to connect to. Every address the host resolves to must pass the policy: a name
 * with one public and one private address could otherwise be steered to the private one.
 */
export async function resolveAllowedAddress(
  hostname: string,
  lookupAll: LookupAll = systemLookupAll,
  isAllowed: AddressPolicy = isPublicUnicastAddress,
): Promise<ResolvedAddress> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await lookupAll(hostname);
  } catch {
    throw new HttpError(502, `Could not resolve the host ${hostname}`);
  }
  const first = addresses[0];
  if (!first) throw new HttpError(502, `Could not resolve the host ${hostname}`);
  if (addresses.some(({ address }) => !isAllowed(address))) {
    throw forbidden('The image host is not a public internet address');
  }
  return first;
}
