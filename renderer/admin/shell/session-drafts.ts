/**
 * What an admin typed in an open form survives a sign-in on the way: when the session ends in the
 * middle of a change, each open form stores its draft in sessionStorage (this tab only) before the
 * admin is sent to /auth, and takes it back when the same page opens again.
 */
type DraftSaver = () => void;

const savers = new Set<DraftSaver>();
const PREFIX = 'admin-draft:';

/** An open form's way to store its draft; returns the function that unregisters it. */
export function registerDraftSaver(saver: DraftSaver): () => void {
  savers.add(saver);
  return () => savers.delete(saver);
}

export function saveOpenDrafts(): void {
  for (const saver of savers) saver();
}

export function storeDraft(path: string, draft: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + path, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the sign-in still goes ahead, only the draft is not kept.
  }
}

/** The stored draft of a page, left in place (see `forgetDraft`). */
export function readDraft(path: string): unknown {
  try {
    const stored = sessionStorage.getItem(PREFIX + path);
    return stored === null ? undefined : (JSON.parse(stored) as unknown);
  } catch {
    return undefined;
  }
}

export function forgetDraft(path: string): void {
  try {
    sessionStorage.removeItem(PREFIX + path);
  } catch {
    // Nothing stored that could be removed.
  }
}
