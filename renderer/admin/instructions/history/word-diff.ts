import { diffWordsWithSpace } from 'diff';

/** A run of text, unchanged, added in the newer revision or removed from the older one. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

const onlySpace = /^\s+$/;

/**
 * Word by word, what changed from `older` to `newer` (the `diff` package). Changes separated by
 * nothing but spaces read as one: all that went, then all that came, instead of
 * ~~one~~ **two** ~~words~~ **swapped** word by word.
 */
export function wordDiff(older: string, newer: string): DiffPart[] {
  const parts: DiffPart[] = [];
  let removed = '';
  let added = '';
  // Spaces after a change, kept apart until it is known whether another change follows them.
  let spaces = '';
  const flush = () => {
    if (removed) parts.push({ kind: 'removed', text: removed });
    if (added) parts.push({ kind: 'added', text: added });
    if (spaces) parts.push({ kind: 'same', text: spaces });
    removed = added = spaces = '';
  };
  for (const change of diffWordsWithSpace(older, newer)) {
    const inChange = removed !== '' || added !== '';
    if (!change.added && !change.removed) {
      if (inChange && onlySpace.test(change.value)) spaces += change.value;
      else {
        flush();
        parts.push({ kind: 'same', text: change.value });
      }
      continue;
    }
    // The spaces between two changes are in both texts.
    if (removed) removed += spaces;
    if (added) added += spaces;
    spaces = '';
    if (change.added) added += change.value;
    else removed += change.value;
  }
  flush();
  return parts;
}
