import type { z } from 'zod';
import { validationIssues } from '../../common/api/validation-issues';
import { badRequest, ValidationFailed } from '../errors';

/**
 * Parses a request part with a schema of common/; a failure answers 400 VALIDATION_FAILED with every
 * broken rule as `issues` and the first one's English text as `message`.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ValidationFailed(
      validationIssues(result.error),
      result.error.issues[0]?.message ?? 'Invalid request',
    );
  }
  return result.data;
}

/** A positive integer id from a route parameter, or a 400. */
export function parseId(value: string | undefined, what = 'id'): number {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) {
    throw badRequest(`Invalid ${what}`);
  }
  return Number(value);
}
