import { ApiError } from './client';

interface UploadOptions {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  /** How much of the body has been sent, 0..1. */
  onProgress: (fraction: number) => void;
  timeoutMs: number;
  headers?: Record<string, string>;
}

/**
 * Sends a file with XMLHttpRequest, the one way to learn how much of a request body has been sent
 * (fetch cannot report it). Answers the JSON body; failures throw the same ApiError as every other
 * call of renderer/api/client.ts.
 */
export function uploadWithProgress<T>({
  method,
  url,
  body,
  onProgress,
  timeoutMs,
  headers = {},
}: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.timeout = timeoutMs;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new ApiError(502, '', 'The server sent an answer that is not JSON', 'server'));
        }
        return;
      }
      reject(new ApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new ApiError(0, '', 'Network error', 'network'));
    request.ontimeout = () => reject(new ApiError(0, '', 'No answer in time', 'timeout'));
    request.send(body);
  });
}
