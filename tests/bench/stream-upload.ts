import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import type { ApiClient } from '../api/support/api-server';

/**
 * PUTs a file from disk as the multipart field `file`, streamed as a browser does, on a connection
 * of its own: a body of 100 MB built in memory first takes long enough on a busy machine for the
 * server to close the idle keep-alive connection fetch would reuse (EPIPE).
 */
export function putFileStreamed(
  admin: ApiClient,
  pathname: string,
  file: string,
): Promise<{ status: number; body: string }> {
  const boundary = `----bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathname, admin.baseUrl), {
      method: 'PUT',
      agent: false,
      headers: {
        cookie: admin.cookieHeader,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + statSync(file).size + tail.length,
      },
    });
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (body += piece));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.write(head);
    createReadStream(file)
      .on('error', reject)
      .on('end', () => req.end(tail))
      .pipe(req, { end: false });
  });
}
