import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { MediaItem } from '../../../common/api/media';
import {
  deleteMedia,
  fetchMedia,
  fetchMediaUsage,
  uploadEditorImage,
  uploadMedia,
} from '../../api/admin-media';
import { adminKeys } from '../shell/admin-keys';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';

const ROOT = adminKeys.media;

export const mediaQueries = {
  list: () =>
    queryOptions({
      queryKey: [...ROOT, 'list'],
      queryFn: ({ signal }) => fetchMedia({ signal }),
    }),
  /** Which instructions use an image: asked afresh each time, since instructions change in between. */
  usage: (id: number) =>
    queryOptions({
      queryKey: [...ROOT, 'usage', id],
      queryFn: ({ signal }) => fetchMediaUsage(id, { signal }),
      staleTime: 0,
    }),
};

/** An image uploaded or deleted: the gallery and the log (instructions keep their own URLs). */
async function invalidateAfterMediaChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: adminKeys.activities }),
  ]);
}

export function useMediaQuery(): UseQueryResult<MediaItem[]> {
  return useLoadFailureToast(useQuery(mediaQueries.list()));
}

export function useUploadMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMedia(file),
    onSuccess: () => invalidateAfterMediaChange(client),
  });
}

/** The editor's uploads land in the media gallery too. */
export function useUploadEditorImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadEditorImage(file),
    onSuccess: () => invalidateAfterMediaChange(client),
  });
}

export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMedia(id),
    onSuccess: () => invalidateAfterMediaChange(client),
  });
}
