import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  fetchArticlePreview,
  fetchDeletedInstructions,
  fetchInstructionPreview,
  fetchPreviewArticleNumbers,
  fetchRevision,
  fetchRevisions,
  publishInstruction,
  restoreRevision,
  undeleteInstruction,
} from '../../../api/admin-instruction-revisions';
import type { Language } from '../../../../common/languages';
import { PUBLIC_ROOT } from '../../../queries';
import { adminKeys } from '../../shell/admin-keys';
import { useLoadFailureToast } from '../../shell/use-load-failure-toast';

const ROOT = adminKeys.instructions;

const historyQueries = {
  revisions: (id: number) =>
    queryOptions({
      queryKey: [...ROOT, 'revisions', id],
      queryFn: ({ signal }) => fetchRevisions(id, { signal }),
      refetchOnMount: 'always',
    }),
  revision: (id: number, revision: number) =>
    queryOptions({
      // A revision never changes once saved.
      queryKey: [...ROOT, 'revision', id, revision],
      queryFn: ({ signal }) => fetchRevision(id, revision, { signal }),
    }),
  deleted: () =>
    queryOptions({
      queryKey: [...ROOT, 'deleted'],
      queryFn: ({ signal }) => fetchDeletedInstructions({ signal }),
      refetchOnMount: 'always',
    }),
  /** The public view with the draft in place: always fetched afresh, the draft may have changed. */
  preview: (id: number) =>
    queryOptions({
      queryKey: [...ROOT, 'preview', id],
      queryFn: ({ signal }) => fetchInstructionPreview(id, { signal }),
      refetchOnMount: 'always',
    }),
  /** Numbers to preview an instruction under; its category may have changed since the last look. */
  previewNumbers: (id: number) =>
    queryOptions({
      queryKey: [...ROOT, 'preview', 'numbers', id],
      queryFn: ({ signal }) => fetchPreviewArticleNumbers(id, { signal }),
      refetchOnMount: 'always',
    }),
  /** An article number's public answer with every waiting draft in place. */
  articlePreview: (articleNumber: string, language: Language) =>
    queryOptions({
      queryKey: [...ROOT, 'preview', 'article', articleNumber, language],
      queryFn: ({ signal }) => fetchArticlePreview(articleNumber, language, { signal }),
      refetchOnMount: 'always',
    }),
};

/** A revision restored or published, an instruction back from the deleted list: lists, log, visitors' pages. */
async function invalidateAfterHistoryChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: adminKeys.translations }),
    client.invalidateQueries({ queryKey: adminKeys.activities }),
    client.invalidateQueries({ queryKey: PUBLIC_ROOT }),
  ]);
}

export const useRevisionsQuery = (id: number) => useLoadFailureToast(useQuery(historyQueries.revisions(id)));

export function useRevisionQuery(id: number, revision: number | undefined) {
  return useQuery({ ...historyQueries.revision(id, revision ?? 0), enabled: revision !== undefined });
}

export const useDeletedInstructionsQuery = () => useLoadFailureToast(useQuery(historyQueries.deleted()));

export function usePreviewQuery(id: number | undefined) {
  return useQuery({ ...historyQueries.preview(id ?? 0), enabled: id !== undefined });
}

export function usePreviewNumbersQuery(id: number, enabled: boolean) {
  return useQuery({ ...historyQueries.previewNumbers(id), enabled });
}

export const useArticlePreviewQuery = (articleNumber: string, language: Language) =>
  useQuery(historyQueries.articlePreview(articleNumber, language));

export function useRestoreRevision(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => restoreRevision(id, revision),
    onSuccess: () => invalidateAfterHistoryChange(client),
  });
}

export function usePublishInstruction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => publishInstruction(id),
    onSuccess: () => invalidateAfterHistoryChange(client),
  });
}

export function useUndeleteInstruction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => undeleteInstruction(id),
    onSuccess: () => invalidateAfterHistoryChange(client),
  });
}
