import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  AdminInstructionDetail,
  AdminInstructionListItem,
  InstructionBodyInput,
} from '../../../common/api/instructions';
import {
  createInstruction,
  deleteInstruction,
  fetchAdminInstruction,
  fetchAdminInstructions,
  updateInstruction,
} from '../../api/admin-instructions';
import { deleteInstructionDocument, uploadInstructionDocument } from '../../api/admin-instruction-documents';
import type { Language } from '../../../common/languages';
import { PUBLIC_ROOT } from '../../queries';
import { adminKeys } from '../shell/admin-keys';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';

const ROOT = adminKeys.instructions;

export const instructionQueries = {
  list: () =>
    queryOptions({
      queryKey: [...ROOT, 'list'],
      queryFn: ({ signal }) => fetchAdminInstructions({ signal }),
    }),
  /**
   * One instruction for the form. Always fetched afresh when the form opens (another admin may have
   * changed it), and never refetched behind the form's back while it is open.
   */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...ROOT, 'detail', id],
      queryFn: ({ signal }) => fetchAdminInstruction(id, { signal }),
      refetchOnMount: 'always',
    }),
};

/** An instruction saved or deleted: the lists, the translation matrix, the log and what visitors see. */
async function invalidateAfterInstructionChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: adminKeys.translations }),
    client.invalidateQueries({ queryKey: adminKeys.activities }),
    client.invalidateQueries({ queryKey: PUBLIC_ROOT }),
  ]);
}

export function useInstructionsQuery(): UseQueryResult<AdminInstructionListItem[]> {
  return useLoadFailureToast(useQuery(instructionQueries.list()));
}

export function useInstructionQuery(id: number | undefined): UseQueryResult<AdminInstructionDetail> {
  return useLoadFailureToast(
    useQuery({ ...instructionQueries.detail(id ?? 0), enabled: id !== undefined }),
    'form.loadFailed',
  );
}

/** Creates an instruction (no `id`) or saves an edit of one. */
export function useSaveInstruction(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InstructionBodyInput) =>
      id === undefined ? createInstruction(body) : updateInstruction(id, body),
    onSuccess: () => invalidateAfterInstructionChange(client),
  });
}

export function useDeleteInstruction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteInstruction(id),
    onSuccess: () => invalidateAfterInstructionChange(client),
  });
}

interface DocumentUpload {
  id: number;
  language: Language;
  file: File;
  onProgress: (fraction: number) => void;
}

/** Attaches or replaces a language's PDF manual; what visitors see and the coverage change with it. */
export function useUploadInstructionDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, language, file, onProgress }: DocumentUpload) =>
      uploadInstructionDocument(id, language, file, onProgress),
    onSuccess: () => invalidateAfterInstructionChange(client),
  });
}

/**
 * Sends one PDF of a bulk upload without refreshing anything: the dialog refreshes once at the end
 * (`useRefreshAfterDocuments`) rather than after each of hundreds of files.
 */
export function useSendBulkDocument() {
  return useMutation({
    mutationFn: ({ id, language, file, onProgress }: DocumentUpload) =>
      uploadInstructionDocument(id, language, file, onProgress),
  });
}

export function useRefreshAfterDocuments(): () => Promise<void> {
  const client = useQueryClient();
  return () => invalidateAfterInstructionChange(client);
}

export function useDeleteInstructionDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, language }: { id: number; language: Language }) =>
      deleteInstructionDocument(id, language),
    onSuccess: () => invalidateAfterInstructionChange(client),
  });
}
