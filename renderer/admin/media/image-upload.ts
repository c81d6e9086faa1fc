import type { ChangeEvent } from 'react';
import { showToast } from '../shell/toaster';

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
