import type { TFunction } from 'i18next';
import type { RevisionListItem } from '../../../../common/api/instruction-revisions';

/** A revision's note as the history shows it: a restore or a publish says so in the admin's language. */
export function revisionNote(entry: RevisionListItem, t: TFunction): string {
  if (entry.restoredFrom !== null) return t('history.restoredFrom', { revision: entry.restoredFrom });
  if (entry.publishedFrom === null) return entry.note ?? '';
  const published = t('history.publishedFrom', { revision: entry.publishedFrom });
  return entry.note ? `${published} · ${entry.note}` : published;
}

/** The revision that made this draft public, if one did: the draft is then no longer waiting. */
export function publishedAs(list: readonly RevisionListItem[], entry: RevisionListItem): number | undefined {
  return entry.status === 'draft'
    ? list.find((other) => other.publishedFrom === entry.revision)?.revision
    : undefined;
}
