import type {
  FollowSettingsInput,
  LibraryJob,
  LibraryJobKind,
  LibraryJobs,
  LibraryStatus,
} from '../../common/api/library-bundles';
import { api, UPLOAD_TIMEOUT_MS, type RequestOptions } from './client';
import { uploadWithProgress } from './upload-progress';

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

/** POST .../promote: puts a version on the stable channel; answers the new status. */
export function promoteLibraryVersion(version: number): Promise<LibraryStatus> {
  return api.post<LibraryStatus>(`${BASE}/promote`, { version });
}

/** POST .../rollback: publishes the earlier stable content as a new version; answers once it is made. */
export function rollbackStableChannel(): Promise<{ version: number }> {
  return api.post<{ version: number }>(`${BASE}/rollback`, {}, { timeoutMs: HUB_CHECK_TIMEOUT_MS });
}

export function stopFollowing(): Promise<LibraryStatus> {
  return api.delete<LibraryStatus>(`${BASE}/follow`);
}

/** Asks the hub now; a download and apply can take minutes on a large library. */
export function checkHubNow(): Promise<LibraryStatus> {
  return api.post<LibraryStatus>(`${BASE}/check`, {}, { timeoutMs: HUB_CHECK_TIMEOUT_MS });
}

/**
 * POST .../jobs/apply: sends a bundle file as the raw request body and reports upload progress (0..1).
 * Answers the apply job once the file is received; the job goes on in the background.
 */
export function startLibraryApply(file: File, onProgress: (fraction: number) => void): Promise<LibraryJob> {
  return uploadWithProgress<LibraryJob>({
    method: 'POST',
    url: `${BASE}/jobs/apply?${new URLSearchParams({ fileName: file.name }).toString()}`,
    body: file,
    onProgress,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
}
