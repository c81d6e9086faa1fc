/** The stored revision of a record and who saved it when: what an edit conflict answer names. */
export interface LastChange {
  revision: number;
  /** ISO 8601; null for a record never changed since it was created before revisions existed. */
  changedAt: string | null;
  /** null when unknown: changed before revisions were kept, or the account is gone. */
  changedBy: string | null;
}
