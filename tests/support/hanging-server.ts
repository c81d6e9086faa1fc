import net from 'node:net';
import type { Page } from 'playwright-core';

export interface HangingServer {
  port: number;
  /** How many connections it accepted (and never answered). */
  accepted: () => number;
  close: () => Promise<void>;
}

/** A TCP server on 127.0.0.1 that accepts every connection and never answers: a hung server. */
export async function startHangingServer(): Promise<HangingServer> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => sockets.delete(socket));
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    accepted: () => accepted,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const API_REQUESTS = '**/api/**';

/** Sends the page's /api requests to the hanging server; the page itself stays on our real server. */
export async function hangApi(page: Page, hanging: HangingServer): Promise<void> {
  await page.route(API_REQUESTS, (route) => {
    const url = new URL(route.request().url());
    url.port = String(hanging.port);
    return route.continue({ url: url.href });
  });
}

export async function releaseApi(page: Page): Promise<void> {
  await page.unroute(API_REQUESTS);
}
