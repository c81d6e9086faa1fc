import type Database from 'better-sqlite3';
import { categoryNameKey } from '../domain/category-name-key';
import { plainTextOf } from '../domain/plain-text';
import { joinedWords, searchTerms } from '../domain/search-terms';
import { articleNumberKey, normaliseArticleNumber } from '../../common/article-number-rules';

/**
 * Functions the schema's triggers call. The search index stores instruction content without markup,
 * and a trigger cannot strip markup in SQL, so the connection provides `plain_text(content)`: then
 * every write of the instruction tables, by any code path, updates the index in its own transaction.
 * Every connection that writes instruction tables must register these before its first write.
 */
export function registerSqlFunctions(sqlite: Database.Database): void {
  // The triggers of migration 0012 read a document's text twice (its body and its joined words):
  // the last answer is kept so a large content is stripped once.
  let last = { content: '', text: '' };
  sqlite.function('plain_text', { deterministic: true }, (content: unknown) => {
    if (typeof content !== 'string') return '';
    if (content !== last.content) last = { content, text: plainTextOf(content) };
    return last.text;
  });
  sqlite.function('joined_words', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? joinedWords(text) : '',
  );
  // The word search finds parts of words through the list of indexed words (migration 0010), which
  // the triggers fill from each document's words.
  sqlite.table('search_terms', {
    columns: ['term'],
    parameters: ['text'],
    *rows(text: unknown) {
      if (typeof text === 'string') for (const term of searchTerms(text)) yield { term };
    },
  });
  // Article numbers follow the shared rule, which SQLite's ASCII-only upper() cannot (migration 0007).
  sqlite.function('normalise_article_number', { deterministic: true }, (value: unknown) =>
    normaliseArticleNumber(String(value)),
  );
  sqlite.function('article_number_key', { deterministic: true }, (value: unknown) =>
    articleNumberKey(String(value)),
  );
  sqlite.function('category_name_key', { deterministic: true }, (value: unknown) =>
    categoryNameKey(String(value)),
  );
}
