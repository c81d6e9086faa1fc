/**
 * One JSON request to a test server as a browser page would send it (same-origin `Origin`), keeping
 * the session cookie it hands out so the next call is signed in.
 */
export async function jsonCall(
  serverUrl: string,
  method: string,
  urlPath: string,
  cookie: string,
  body?: unknown,
): Promise<{ body: unknown; cookie: string }> {
  const response = await fetch(`${serverUrl}${urlPath}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: serverUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
  const setCookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const answer: unknown = await response.json();
  return { body: answer, cookie: setCookie || cookie };
}
