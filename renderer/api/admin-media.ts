import type { MediaItem, MediaUsage, UploadImageResult } from '../../common/api/media';
import { api, type RequestOptions } from './client';
import type { MessageAnswer } from './messages';

const BASE = '/api/admin/media';

export function fetchMedia(options?: RequestOptions): Promise<MediaItem[]> {
  return api.get<MediaItem[]>(BASE, options);
}

/** POST /api/admin/media: a gallery upload in the `file` field. */
export function uploadMedia(file: File, options?: RequestOptions): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file);
  return api.post<MediaItem>(BASE, form, options);
}

/** POST /api/admin/upload-image: the editor's upload in the `image` field; answers its URL. */
export function uploadEditorImage(file: File, options?: RequestOptions): Promise<UploadImageResult> {
  const form = new FormData();
  form.append('image', file);
  return api.post<UploadImageResult>('/api/admin/upload-image', form, options);
}

/** GET /api/admin/media/{id}/usage: the instructions that show the image. */
export function fetchMediaUsage(id: number, options?: RequestOptions): Promise<MediaUsage[]> {
  return api.get<MediaUsage[]>(`${BASE}/${id}/usage`, options);
}

export function deleteMedia(id: number, options?: RequestOptions): Promise<MessageAnswer> {
  return api.delete<MessageAnswer>(`${BASE}/${id}`, options);
}
