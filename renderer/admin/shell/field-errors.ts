import i18next from 'i18next';
import type { z } from 'zod';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { knownMessage } from './known-server-messages';
import { importProblemText } from './server-error-text';

/** A rule's message in the admin language: by the issue's kind, else by its known English text. */
function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom' && issue.params?.kind === 'numberCharacter') {
    const character = (issue.params.values as { character?: unknown } | undefined)?.character;
    if (typeof character === 'string')
      return importProblemText({ kind: 'numberCharacter', values: { character } });
  }
  if (issue.code === 'custom' && issue.params?.kind === 'numberEmpty') {
    return importProblemText({ kind: 'numberEmpty', values: {} });
  }
  const known = knownMessage(issue.message);
  return known ? i18next.getFixedT(null, ADMIN_NAMESPACE)(known.key, known.values) : issue.message;
}

/** The first message per top-level field of a failed zod parse, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueText(issue);
  }
  return errors;
}
