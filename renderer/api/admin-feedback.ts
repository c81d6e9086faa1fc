import type { FeedbackTop, InstructionFeedback, ProblemReport } from '../../common/api/feedback';
import { api, type RequestOptions } from './client';

const BASE = '/api/admin/feedback';

/** GET .../instructions: views, helpful answers and open problems per instruction and language (last 30 days). */
export function fetchInstructionFeedback(options?: RequestOptions): Promise<InstructionFeedback[]> {
  return api.get<InstructionFeedback[]>(`${BASE}/instructions`, options);
}

/** GET .../problems: the open problem reports, newest first. */
export function fetchOpenProblemReports(options?: RequestOptions): Promise<ProblemReport[]> {
  return api.get<ProblemReport[]>(`${BASE}/problems?status=open`, options);
}

/** POST .../problems/{id}/done. */
export function markProblemReportDone(id: number, options?: RequestOptions): Promise<void> {
  return api.post(`${BASE}/problems/${id}/done`, undefined, options);
}

/** GET .../top: the dashboard's five instructions with most open problems and five most missed numbers. */
export function fetchFeedbackTop(options?: RequestOptions): Promise<FeedbackTop> {
  return api.get<FeedbackTop>(`${BASE}/top`, options);
}

/** Where the browser downloads the open problem reports and the missed numbers as CSV. */
export const FEEDBACK_EXPORTS = {
  problems: `${BASE}/export/problems`,
  missed: `${BASE}/export/missed`,
} as const;
