import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProblemReport } from '../../../common/api/feedback';
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
  instructions: (source: string) =>
    queryOptions({
      queryKey: [...ROOT, 'instructions', source],
      queryFn: ({ signal }) => fetchInstructionFeedback(source, { signal }),
      refetchOnMount: 'always',
    }),
  openProblems: (source: string) =>
    queryOptions({
      queryKey: [...ROOT, 'problems', 'open', source],
      queryFn: ({ signal }) => fetchOpenProblemReports(source, { signal }),
      refetchOnMount: 'always',
    }),
  top: () =>
    queryOptions({
      queryKey: [...ROOT, 'top'],
      queryFn: ({ signal }) => fetchFeedbackTop({ signal }),
      refetchOnMount: 'always',
    }),
};

/** `source`: 'all' (this install and every kiosk), 'local', or a kiosk's id. */
export function useInstructionFeedback(source: string) {
  return useQuery(feedbackQueries.instructions(source));
}

export function useOpenProblemReports(source: string) {
  return useQuery(feedbackQueries.openProblems(source));
}

export function useFeedbackTop() {
  return useQuery(feedbackQueries.top());
}

/** A report marked done changes the open list, the per-instruction counts and the dashboard's top five. */
export function useMarkProblemDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: ProblemReport) => markProblemReportDone(report),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}
