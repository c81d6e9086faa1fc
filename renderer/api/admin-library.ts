import type { FollowSettingsInput, LibraryStatus } from '../../common/api/library-bundles';
import { api, ApiError, UPLOAD_TIMEOUT_MS, type RequestOptions } from './client';

const BASE = '/api/admin/library';

/** Publishing a large library takes a while; the answer comes when the version is made. */
const PUBLISH_TIMEOUT_MS = 10 * 60_000;

/** What publishing answers: the new version's manifest (the fields the page shows). */
export interface PublishedVersion {
  version: number;
  note: string;
  created: string;
}

/** What an import answers once the bundle is applied. */
export interface ImportedVersion {
  version: number;
  note: string;
  counts: Record<string, number>;
}

/** The served version's bundle file, as a download (`library-v{N}.tar`). */
export const LIBRARY_EXPORT_URL = `${BASE}/export`;

export function fetchLibraryStatus(options?: RequestOptions): Promise<LibraryStatus> {
  return api.get<LibraryStatus>(`${BASE}/status`, options);
}

export function publishLibrary(note: string): Promise<PublishedVersion> {
  return api.post<PublishedVersion>(`${BASE}/publish`, { note }, { timeoutMs: PUBLISH_TIMEOUT_MS });
}

export function saveFollowSettings(settings: FollowSettingsInput): Promise<LibraryStatus> {
  return api.put<LibraryStatus>(`${BASE}/follow`, settings);
}

export function stopFollowing(): Promise<LibraryStatus> {
  return api.delete<LibraryStatus>(`${BASE}/follow`);
}

/** Asks the hub now; a download and apply can take minutes on a large library. */
export function checkHubNow(): Promise<LibraryStatus> {
  return api.post<LibraryStatus>(`${BASE}/check`, {}, { timeoutMs: PUBLISH_TIMEOUT_MS });
}

/**
 * Sends a bundle file as the raw request body and reports upload progress (0..1). This is the one
 * call that uses XMLHttpRequest: fetch cannot report how much of a request body has been sent.
 * Failures throw the same ApiError as every other call.
 */
export function importLibraryFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportedVersion> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${BASE}/import`);
    request.withCredentials = true;
    request.timeout = Math.max(UPLOAD_TIMEOUT_MS, PUBLISH_TIMEOUT_MS);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as ImportedVersion);
        } catch {
          reject(new ApiError(502, '', 'The server sent an answer that is not JSON', 'server'));
        }
        return;
      }
      reject(new ApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new ApiError(0, '', 'Network error', 'network'));
    request.ontimeout = () => reject(new ApiError(0, '', 'No answer in time', 'timeout'));
    request.send(file);
  });
}
