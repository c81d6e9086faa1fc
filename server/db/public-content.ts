import type { Db } from './client';
import { tableChangeStamp } from './raw/table-changes';

/**
 * The tables the public answers (article lookup, autocomplete, instruction pages) are read from;
 * article_number_keys and the search tables follow article_numbers and the instruction tables by
 * triggers, so these stand for them.
 */
const PUBLIC_CONTENT_TABLES = [
  'article_numbers',
  'categories',
  'instructions',
  'instruction_titles',
  'instruction_contents',
  'instruction_documents',
] as const;

/**
 * Moves with every write of the public content: this connection's through temporary triggers, every
 * other connection's (job workers importing article numbers or applying a library bundle, the command
 * line) through PRAGMA data_version. Sessions and missed lookups leave it alone, so visitors'
 * requests do not empty the answer cache.
 */
export const publicContentStamp = (db: Db): (() => string) =>
  tableChangeStamp(db, 'public_answers', PUBLIC_CONTENT_TABLES);
