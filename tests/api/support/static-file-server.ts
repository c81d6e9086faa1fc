import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface StaticFileServer {
  url: string;
  /** Every request as `METHOD /path [range]`, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A plain static file server, as nginx or a bucket would be: files of `root` by path, GET and HEAD,
 * `Range: bytes=N-` and `bytes=N-M`, an ETag and If-None-Match. It knows nothing of libraries.
 */
export async function startStaticFileServer(root: string): Promise<StaticFileServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname);
    const range = request.headers.range;
    requests.push(`${request.method ?? ''} ${pathname}${range ? ` ${range}` : ''}`);
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    const { size, mtimeMs } = statSync(file);
    const etag = `"${createHash('sha1').update(`${pathname}:${size}:${mtimeMs}`).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    const match = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
    const start = match ? Number(match[1]) : 0;
    const end = match?.[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (match && start >= size) {
      response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
      return;
    }
    response.writeHead(match ? 206 : 200, {
      etag,
      'accept-ranges': 'bytes',
      'content-length': String(end - start + 1),
      ...(match ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
    });
    if (request.method === 'HEAD' || size === 0) {
      response.end();
      return;
    }
    createReadStream(file, { start, end }).pipe(response);
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
