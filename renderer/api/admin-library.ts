import type {
  FollowSettingsInput,
  LibraryJob,
  LibraryJobKind,
  LibraryJobs,
  LibraryStatus,
} from '../../common/api/library-bundles';
import { api, ApiError, UPLOAD_TIMEOUT_MS, type RequestOptions } from './client';

const BASE = '/api/admin/library';

/** A check of the hub answers once a new version is downloaded and applied: minutes on a large library. */
const HUB_CHECK_TIMEOUT_MS = 10 * 60_000;

/** The served version's bundle file, as a download (`library-v{N}.tar`). */
export const LIBRARY_EXPORT_URL = `${BASE}/export`;

export function fetchLibraryStatus(options?: RequestOptions): Promise<LibraryStatus> {
  return api.get<LibraryStatus>(`${BASE}/status`, options);
}

/** GET .../jobs: the running or last publish and apply. */
export function fetchLibraryJobs(options?: RequestOptions): Promise<LibraryJobs> {
  return api.get<LibraryJobs>(`${BASE}/jobs`, options);
}

/** POST .../jobs/publish: starts making the next version; answers at once with the job. */
export function startLibraryPublish(note: string): Promise<LibraryJob> {
  return api.post<LibraryJob>(`${BASE}/jobs/publish`, { note });
}

/** DELETE .../jobs/{kind}: cancels a running publish or apply; nothing of it is kept. */
export function cancelLibraryJob(kind: LibraryJobKind): Promise<LibraryJob> {
  return api.delete<LibraryJob>(`${BASE}/jobs/${kind}`);
}

export function saveFollowSettings(settings: FollowSettingsInput): Promise<LibraryStatus> {
  return api.put<LibraryStatus>(`${BASE}/follow`, settings);
}

export function stopFollowing(): Promise<LibraryStatus> {
  return api.delete<LibraryStatus>(`${BASE}/follow`);
}

/** Asks the hub now; a download and apply can take minutes on a large library. */
export function checkHubNow(): Promise<LibraryStatus> {
  return api.post<LibraryStatus>(`${BASE}/check`, {}, { timeoutMs: HUB_CHECK_TIMEOUT_MS });
}

/**
 * POST .../jobs/apply: sends a bundle file as the raw request body and reports upload progress (0..1). This is the one
 * call that uses XMLHttpRequest: fetch cannot report how much of a request body has been sent.
 * Failures throw the same ApiError as every other call. Answers the apply job once the file is
 * received; the job goes on in the background.
 */
export function startLibraryApply(file: File, onProgress: (fraction: number) => void): Promise<LibraryJob> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${BASE}/jobs/apply?${new URLSearchParams({ fileName: file.name }).toString()}`);
    request.withCredentials = true;
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as LibraryJob);
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
