/**
 * A number's revision: the ids of its links, sorted. Adding or removing a link changes the set
 * (a re-created link gets a new id), so two editors of the same number notice each other.
 */
export const articleNumberRevision = (linkIds: readonly number[]): string =>
  [...linkIds].sort((a, b) => a - b).join('.');
