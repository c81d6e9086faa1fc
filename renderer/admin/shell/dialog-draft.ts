import { useEffect, useRef } from 'react';
import { forgetDraft, readDraft, registerDraftSaver, storeDraft } from './session-drafts';

const draftPath = (dialog: string) => `${window.location.pathname}#${dialog}`;

/**
 * Keeps what an open dialog holds across a sign-in: when the session ends, `draft` is stored for
 * this page under the dialog's name, and `takeDialogDraft` hands it back when the page opens again.
 */
export function useDialogDraft(dialog: string, draft: unknown): void {
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  useEffect(() => registerDraftSaver(() => storeDraft(draftPath(dialog), latest.current)), [dialog]);
}

/** The draft a dialog of this page left when the session ended, removed once taken. */
export function takeDialogDraft(dialog: string): unknown {
  const draft = readDraft(draftPath(dialog));
  if (draft !== undefined) forgetDraft(draftPath(dialog));
  return draft;
}
