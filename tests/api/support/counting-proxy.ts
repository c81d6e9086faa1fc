import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Every request passed on, as `METHOD /path`, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Passes every request on to `target` unchanged and notes it: which server a follower asked, and
 * for what, is then visible to the test. Closing it makes the server behind it unreachable.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method ?? ''} ${request.url ?? ''}`);
    const forwarded = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.once('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
