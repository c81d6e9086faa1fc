import type { InstructionStatus } from '../../common/api/instruction-revisions';

/**
 * What a save becomes (issue 28): the status asked for, published when none is asked (the spec's
 * calls keep their meaning), and always a draft for someone who may not publish.
 */
export function effectiveStatus(
  requested: InstructionStatus | undefined,
  canPublish: boolean,
): InstructionStatus {
  if (!canPublish) return 'draft';
  return requested ?? 'published';
}
