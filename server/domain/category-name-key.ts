/**
 * Category names are unique ignoring case in every script (Öfen and öfen are one category) and
 * however the letters were composed: the admin, the CSV import and the database's unique index all
 * compare names by this key.
 */
export const categoryNameKey = (name: string): string => name.normalize('NFC').toLowerCase();
