import type { HelpfulVote, InstructionViewInput, ProblemReportInput } from '../../common/api/feedback';
import { api } from './client';

/** POST /api/feedback/helpful: the visitor's one-tap answer to "Was this helpful?". */
export const sendHelpfulVote = (vote: HelpfulVote): Promise<void> => api.post('/api/feedback/helpful', vote);

/** POST /api/feedback/problem: a reason and the visitor's optional words. */
export const sendProblemReport = (report: ProblemReportInput): Promise<void> =>
  api.post('/api/feedback/problem', report);

/** POST /api/feedback/view: counted once per visit and instruction; a failure is not the visitor's business. */
export const sendInstructionView = (view: InstructionViewInput): Promise<void> =>
  api.post('/api/feedback/view', view);
