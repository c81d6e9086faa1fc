import { useEffect, useRef } from 'react';
import { INSTRUCTION_TYPES } from '../../../common/instruction-types';
import { isLanguage, SUPPORTED_LANGUAGES } from '../../../common/languages';
import type { InstructionFormState, PerLanguage } from './instruction-form-state';
import { registerDraftSaver, storeDraft } from '../shell/session-drafts';

function isPerLanguage(value: unknown): value is PerLanguage {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return SUPPORTED_LANGUAGES.every((language) => typeof record[language] === 'string');
}

/** A stored draft read back as form state; anything not shaped like one (an older version) is dropped. */
export function draftFormState(value: unknown): InstructionFormState | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const draft = value as Record<string, unknown>;
  const valid =
    typeof draft.title === 'string' &&
    INSTRUCTION_TYPES.some((type) => type === draft.type) &&
    typeof draft.categoryId === 'string' &&
    typeof draft.isUniversal === 'boolean' &&
    typeof draft.excludePatterns === 'string' &&
    isPerLanguage(draft.titles) &&
    isPerLanguage(draft.contents);
  if (!valid) return undefined;
  // Drafts from before the source language existed come back with the server's choice.
  const sourceLanguage = isLanguage(draft.sourceLanguage) ? draft.sourceLanguage : '';
  return { ...(draft as unknown as InstructionFormState), sourceLanguage };
}

/**
 * When the session ends with unsaved edits, they are stored for `path` and the way to /auth is let
 * through the unsaved-changes guard (nothing is lost by leaving).
 */
export function useSessionDraft(
  path: string,
  form: InstructionFormState,
  dirty: boolean,
  allowNextLeave: () => void,
): void {
  const latest = useRef({ form, dirty });
  useEffect(() => {
    latest.current = { form, dirty };
  }, [form, dirty]);

  useEffect(
    () =>
      registerDraftSaver(() => {
        if (!latest.current.dirty) return;
        storeDraft(path, latest.current.form);
        allowNextLeave();
      }),
    [path, allowNextLeave],
  );
}
