import { EventEmitter } from 'node:events';
import { Bonjour, type Service, type ServiceConfig } from 'bonjour-service';
import type { LibraryChannel } from '../../common/api/library-bundles';
import { LIBRARY_CHANNELS } from '../../common/api/library-bundles';
import type { RelayMdnsConfig } from '../config/server-config';
import { log } from '../logs/log';

/** The DNS-SD type a kiosk that serves others advertises: `_instruction-library._tcp.local`. */
export const RELAY_SERVICE_TYPE = 'instruction-library';

/** What a relay's TXT record says it serves; a follower still verifies all of it. */
export interface RelayAdvert {
  /** The hub key id (minisign's, as the Library Updates page shows it): which library. */
  key: string;
  channel: LibraryChannel;
  version: number;
}

/** A TXT record as bonjour-service decodes it, or undefined when it is not a relay's. */
export function readAdvert(txt: unknown): RelayAdvert | undefined {
  if (!txt || typeof txt !== 'object') return undefined;
  const { key, channel, version } = txt as Record<string, unknown>;
  const number = Number(version);
  const known = LIBRARY_CHANNELS.find((candidate) => candidate === channel);
  if (typeof key !== 'string' || !known || !Number.isSafeInteger(number) || number < 1) return undefined;
  return { key, channel: known, version: number };
}

/** The address a relay's answer came from, with the port its SRV record names. */
export function serviceAddress(service: Service): string | undefined {
  const host = service.referer?.address ?? service.addresses?.[0];
  if (!host || !service.port) return undefined;
  return `http://${host.includes(':') ? `[${host}]` : host}:${service.port}`;
}

/**
 * multicast-dns's socket options: the standard group and port unless the config names an
 * interface (tests: the loopback) and a port. On Linux a socket bound to an interface's address
 * receives no multicast, so the socket binds to every address and joins the group on that
 * interface only.
 */
function socketOptions(config: RelayMdnsConfig) {
  return config.interface === null
    ? { port: config.port }
    : { port: config.port, interface: config.interface, bind: '0.0.0.0' };
}

/**
 * bonjour-service 1.4.4 puts no 'error' listener on its multicast-dns emitter (its issue #91, fixed
 * after that release): a port in use or a missing network would end the server. Reached at run
 * time because the library keeps that emitter private.
 */
function innerEmitter(bonjour: Bonjour): EventEmitter | undefined {
  const server: unknown = Reflect.get(bonjour, 'server');
  const mdns: unknown = server && typeof server === 'object' ? Reflect.get(server, 'mdns') : undefined;
  return mdns instanceof EventEmitter ? mdns : undefined;
}

/** One mDNS responder and browser; a failing socket is logged and the caller goes on without it. */
export function openMdns(config: RelayMdnsConfig, purpose: string): Bonjour {
  const options: Partial<ServiceConfig> = socketOptions(config);
  const report = (error: unknown) =>
    log.warn(
      `mDNS for ${purpose} is not working (${error instanceof Error ? error.message : String(error)})`,
    );
  const bonjour = new Bonjour(options, report);
  innerEmitter(bonjour)?.on('error', report);
  return bonjour;
}
