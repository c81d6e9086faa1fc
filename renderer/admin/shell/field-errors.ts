import type { z } from 'zod';
import { validationIssues } from '../../../common/api/validation-issues';
import type { ValidationIssue } from '../../../common/validation-rules';
import { issueText } from './rule-text';

/** The first broken rule's text per top-level field, for showing under each input. */
function issueErrors(issues: ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueText(issue);
  }
  return errors;
}

/** The same for a failed parse with a schema of common/: the rules the server checks too. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  return issueErrors(validationIssues(error));
}
