import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, still compressed when the answer was. */
  body: Buffer;
  text: string;
  json(): Record<string, unknown>;
}

export interface RawRequest {
  method?: string;
  /** Sent exactly as given, malformed percent-encoding included. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The address the connection comes from, e.g. 127.0.0.2 to be a second loopback client. */
  localAddress?: string;
  /** The address connected to, when not the one of `baseUrl`. */
  connectTo?: string;
}

/** node:http frames a GET body with neither length nor chunks unless told: say its length. */
function withLength(request: RawRequest): Record<string, string> {
  const headers = { ...request.headers };
  const named = Object.keys(headers).map((name) => name.toLowerCase());
  if (
    request.body !== undefined &&
    !named.includes('content-length') &&
    !named.includes('transfer-encoding')
  ) {
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  return headers;
}

/**
 * One HTTP request over node:http, for what fetch cannot send: any Host header, a raw path, a
 * chosen source address.
 */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: request.connectTo ?? url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: withLength(request),
        localAddress: request.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text,
            json: () => JSON.parse(text) as Record<string, unknown>,
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** A JSON POST through rawRequest. */
export function rawPostJson(
  baseUrl: string,
  path: string,
  json: unknown,
  options: Omit<RawRequest, 'path' | 'body' | 'method'> = {},
): Promise<RawAnswer> {
  return rawRequest(baseUrl, {
    ...options,
    method: 'POST',
    path,
    body: JSON.stringify(json),
    headers: { 'content-type': 'application/json', ...options.headers },
  });
}
