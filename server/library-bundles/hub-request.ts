import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';

/** Why a read from the hub was given up: said in words for the status panel. */
export class HubReadError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'refused' | 'too-large' | 'stopped',
  ) {
    super(message);
    this.name = 'HubReadError';
  }
}

export interface TimeLimits {
  connectMs: number;
  firstByteMs: number;
  idleMs: number;
  totalMs: number;
}

export interface HubAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  /** The body piece by piece; each piece restarts the idle timer. Ends or throws a HubReadError. */
  body: AsyncGenerator<Buffer>;
  /** Ends the request early (when the caller has read enough) and clears its timers. */
  close(): void;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * A GET with a limit on each phase: connecting, the first byte of the answer, every silence while
 * the body arrives, and the whole. A passed limit or `signal` destroys the request, so no byte
 * more is read and a waiting caller gets a HubReadError at once.
 */
export function hubGet(
  url: URL,
  headers: Record<string, string>,
  limits: TimeLimits,
  signal: AbortSignal,
): Promise<HubAnswer> {
  return new Promise<HubAnswer>((resolve, reject) => {
    let phase: NodeJS.Timeout | undefined;
    let response: IncomingMessage | undefined;
    let ended = false;
    const finish = () => {
      ended = true;
      clearTimeout(phase);
      clearTimeout(total);
      signal.removeEventListener('abort', onAbort);
    };
    const fail = (error: HubReadError) => {
      if (ended) return;
      finish();
      reject(error);
      response?.destroy(error);
      request.destroy(error);
    };
    const arm = (ms: number, message: string) => {
      clearTimeout(phase);
      phase = setTimeout(() => fail(new HubReadError(message, 'timeout')), ms);
    };
    const total = setTimeout(
      () =>
        fail(new HubReadError(`it did not finish answering within ${seconds(limits.totalMs)}`, 'timeout')),
      limits.totalMs,
    );
    const onAbort = () => fail(new HubReadError('the server is shutting down', 'stopped'));
    if (signal.aborted) {
      queueMicrotask(onAbort);
    } else signal.addEventListener('abort', onAbort, { once: true });

    const get = url.protocol === 'https:' ? https.get : http.get;
    const request = get(url, { headers, agent: false });
    arm(limits.connectMs, `no connection within ${seconds(limits.connectMs)}`);
    request.once('socket', (socket: Socket) => {
      const connected = () =>
        arm(limits.firstByteMs, `connected, but no answer within ${seconds(limits.firstByteMs)}`);
      if (socket.connecting) socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
      else connected();
    });
    request.on('error', (error) => {
      if (error instanceof HubReadError) return;
      fail(new HubReadError(error.message, 'refused'));
    });
    request.once('response', (answer) => {
      response = answer;
      arm(limits.idleMs, `it fell silent for ${seconds(limits.idleMs)}`);
      answer.on('error', () => undefined);
      async function* body(): AsyncGenerator<Buffer> {
        try {
          for await (const piece of answer as AsyncIterable<Buffer>) {
            arm(limits.idleMs, `it fell silent for ${seconds(limits.idleMs)} in the middle of its answer`);
            yield piece;
          }
        } catch (error) {
          if (error instanceof HubReadError) throw error;
          throw new HubReadError(
            `the answer broke off (${error instanceof Error ? error.message : String(error)})`,
            'refused',
          );
        } finally {
          finish();
          answer.destroy();
        }
      }
      resolve({
        status: answer.statusCode ?? 0,
        headers: answer.headers,
        body: body(),
        close: () => {
          finish();
          answer.destroy();
          request.destroy();
        },
      });
    });
  });
}

/** The whole body when it stays within `maxBytes`; stops reading at the cap and refuses. */
export async function readCapped(answer: HubAnswer, maxBytes: number): Promise<Buffer> {
  const declared = Number(answer.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    answer.close();
    throw new HubReadError(
      `its answer is ${declared} bytes, more than the ${maxBytes} a follower accepts`,
      'too-large',
    );
  }
  const pieces: Buffer[] = [];
  let length = 0;
  for await (const piece of answer.body) {
    length += piece.length;
    if (length > maxBytes) {
      answer.close();
      throw new HubReadError(
        `its answer is longer than the ${maxBytes} bytes a follower accepts`,
        'too-large',
      );
    }
    pieces.push(piece);
  }
  return Buffer.concat(pieces);
}
