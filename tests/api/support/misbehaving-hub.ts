import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface MisbehavingHub {
  url: string;
  /** Bytes written into answers so far (what a follower could have read). */
  sent(): number;
  /** Requests seen, as "METHOD path". */
  requests: string[];
  close(): Promise<void>;
}

export type HubHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  write: (chunk: Buffer | string) => Promise<boolean>,
) => void | Promise<void>;

/**
 * A hub on 127.0.0.1 that answers as `handler` says: oversized, endless, slow or silent. `write`
 * counts the bytes and resolves false once the follower has hung up, so an endless answer ends.
 */
export async function startMisbehavingHub(handler: HubHandler): Promise<MisbehavingHub> {
  let sent = 0;
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const write = (chunk: Buffer | string) =>
      new Promise<boolean>((resolve) => {
        if (res.destroyed || res.writableEnded) {
          resolve(false);
          return;
        }
        sent += Buffer.byteLength(chunk);
        if (res.write(chunk)) resolve(!res.destroyed);
        else {
          const done = (open: boolean) => {
            res.off('drain', onDrain);
            res.off('close', onClose);
            resolve(open);
          };
          const onDrain = () => done(true);
          const onClose = () => done(false);
          res.once('drain', onDrain);
          res.once('close', onClose);
        }
      });
    void handler(req, res, write);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent: () => sent,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
