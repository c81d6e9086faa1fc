import { diffWordsWithSpace } from 'diff';

/** A run of text, unchanged, added in the newer revision or removed from the older one. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Word by word, what changed from `older` to `newer` (the `diff` package). */
export function wordDiff(older: string, newer: string): DiffPart[] {
  return diffWordsWithSpace(older, newer).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}
