import type { FeedbackTop, InstructionFeedback, ProblemReport } from '../../common/api/feedback';
import { api, type RequestOptions } from './client';

const BASE = '/api/admin/feedback';

/** Whose feedback: 'all' (this install and every kiosk), 'local', or a kiosk's id. */
const sourceQuery = (source: string) => (source === 'all' ? '' : `source=${encodeURIComponent(source)}`);

const withQuery = (path: string, ...parts: string[]) => {
  const query = parts.filter((part) => part !== '').join('&');
  return query === '' ? path : `${path}?${query}`;
};

/** GET .../instructions: views, helpful answers and open problems per instruction and language (last 30 days). */
export function fetchInstructionFeedback(
  source: string,
  options?: RequestOptions,
): Promise<InstructionFeedback[]> {
  return api.get<InstructionFeedback[]>(withQuery(`${BASE}/instructions`, sourceQuery(source)), options);
}

/** GET .../problems: the open problem reports, newest first. */
export function fetchOpenProblemReports(source: string, options?: RequestOptions): Promise<ProblemReport[]> {
  return api.get<ProblemReport[]>(withQuery(`${BASE}/problems`, 'status=open', sourceQuery(source)), options);
}

/** POST .../problems/{id}/done, or .../kiosk-problems/{id}/done for a report a kiosk sent. */
export function markProblemReportDone(report: ProblemReport, options?: RequestOptions): Promise<void> {
  const kind = report.kioskId === null ? 'problems' : 'kiosk-problems';
  return api.post(`${BASE}/${kind}/${report.id}/done`, undefined, options);
}

/** GET .../top: the dashboard's five instructions with most open problems and five most missed numbers. */
export function fetchFeedbackTop(options?: RequestOptions): Promise<FeedbackTop> {
  return api.get<FeedbackTop>(`${BASE}/top`, options);
}

/** Where the browser downloads the open problem reports and the missed numbers of `source` as CSV. */
export const feedbackExports = (source: string) =>
  ({
    problems: withQuery(`${BASE}/export/problems`, sourceQuery(source)),
    missed: withQuery(`${BASE}/export/missed`, sourceQuery(source)),
  }) as const;
