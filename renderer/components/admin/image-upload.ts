import type { ChangeEvent } from 'react';
import type { MediaItem, UploadImageResult } from '../../../common/api/media';
import { api } from '../../api/client';
import { showToast } from './toaster';

/**
 * The image the admin picked, else undefined. Only files whose type starts with image/ may be
 * uploaded (spec section 5): any other gets the refusal toast. The input is emptied so that picking
 * the same file again fires another change.
 */
export function pickedImage(
  event: ChangeEvent<HTMLInputElement>,
  refusal: { title: string; description: string },
): File | undefined {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.value = '';
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) {
    showToast({ ...refusal, variant: 'destructive' });
    return undefined;
  }
  return file;
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
