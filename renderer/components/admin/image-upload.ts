import type { MediaItem, UploadImageResult } from '../../../common/api/media';
import { api } from '../../api/client';

/** Only files whose type starts with image/ may be uploaded (spec section 5). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const result = await api.post<UploadImageResult>('/api/admin/upload-image', form);
  return result.url;
}

export async function uploadMedia(file: File): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file);
  return api.post<MediaItem>('/api/admin/media', form);
}
