import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchFeedbackTop,
  fetchInstructionFeedback,
  fetchOpenProblemReports,
  markProblemReportDone,
} from '../../api/admin-feedback';
import { adminKeys } from '../shell/admin-keys';

const ROOT = adminKeys.feedback;

// Visitors answer while the admin looks: each visit of a screen asks afresh.
const feedbackQueries = {
  instructions: () =>
    queryOptions({
      queryKey: [...ROOT, 'instructions'],
      queryFn: ({ signal }) => fetchInstructionFeedback({ signal }),
      refetchOnMount: 'always',
    }),
  openProblems: () =>
    queryOptions({
      queryKey: [...ROOT, 'problems', 'open'],
      queryFn: ({ signal }) => fetchOpenProblemReports({ signal }),
      refetchOnMount: 'always',
    }),
  top: () =>
    queryOptions({
      queryKey: [...ROOT, 'top'],
      queryFn: ({ signal }) => fetchFeedbackTop({ signal }),
      refetchOnMount: 'always',
    }),
};

export function useInstructionFeedback() {
  return useQuery(feedbackQueries.instructions());
}

export function useOpenProblemReports() {
  return useQuery(feedbackQueries.openProblems());
}

export function useFeedbackTop() {
  return useQuery(feedbackQueries.top());
}

/** A report marked done changes the open list, the per-instruction counts and the dashboard's top five. */
export function useMarkProblemDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markProblemReportDone(id),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}
