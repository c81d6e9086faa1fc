import type { InstructionType } from '../../common/instruction-types';
import type { Language } from '../../common/languages';
import { sqliteOf, type Db } from './client';

/** A document of the search index that matched, with its bm25 score (lower is better). */
export interface ScoredDoc {
  id: number;
  score: number;
}

export interface SearchDoc {
  id: number;
  instruction_id: number;
  language: Language;
  number: string;
  type: InstructionType;
  base_title: string;
}

export interface SearchQueries {
  /** Whole words (and word prefixes) in any column. */
  words(match: string, limit: number): ScoredDoc[];
  /** Substrings of 3+ characters (trigrams), optionally also matching `wordsMatch` in the word index. */
  parts(match: string, wordsMatch: string | undefined, limit: number): ScoredDoc[];
  docs(ids: readonly number[]): SearchDoc[];
  /** The plain-text content of documents, by id; read only for the results shown. */
  bodies(ids: readonly number[]): Map<number, string>;
  /** The non-blank title of each instruction in one language. */
  titlesIn(language: Language, instructionIds: readonly number[]): Map<number, string>;
}

// Title and instruction number weigh ten times the content.
const WEIGHTS = '10.0, 1.0, 10.0';

/** Prepared once: the search runs on every visitor's query (ARCHITECTURE.md "Hot paths stay lean"). */
export function prepareSearchQueries(db: Db): SearchQueries {
  const sqlite = sqliteOf(db);
  const words = sqlite.prepare<[string, number], ScoredDoc>(
    `SELECT rowid AS id, bm25(instruction_search_words, ${WEIGHTS}) AS score FROM instruction_search_words
     WHERE instruction_search_words MATCH ? ORDER BY score LIMIT ?`,
  );
  const parts = sqlite.prepare<[string, number], ScoredDoc>(
    `SELECT rowid AS id, bm25(instruction_search_parts, ${WEIGHTS}) AS score FROM instruction_search_parts
     WHERE instruction_search_parts MATCH ? ORDER BY score LIMIT ?`,
  );
  const partsAndWords = sqlite.prepare<[string, string, number], ScoredDoc>(
    `SELECT rowid AS id, bm25(instruction_search_parts, ${WEIGHTS}) AS score FROM instruction_search_parts
     WHERE instruction_search_parts MATCH ?
       AND rowid IN (SELECT rowid FROM instruction_search_words WHERE instruction_search_words MATCH ?)
     ORDER BY score LIMIT ?`,
  );
  const docs = sqlite.prepare<[string], SearchDoc>(
    `SELECT d.id, d.instruction_id, d.language, d.number, i.type, i.title AS base_title
     FROM instruction_search_docs d JOIN instructions i ON i.id = d.instruction_id
     WHERE d.id IN (SELECT value FROM json_each(?))`,
  );
  const bodies = sqlite.prepare<[string], { id: number; body: string }>(
    'SELECT id, body FROM instruction_search_docs WHERE id IN (SELECT value FROM json_each(?))',
  );
  const titles = sqlite.prepare<[string, string], { instruction_id: number; title: string }>(
    `SELECT instruction_id, title FROM instruction_titles
     WHERE language = ? AND trim(title) <> '' AND instruction_id IN (SELECT value FROM json_each(?))`,
  );

  return {
    words: (match, limit) => words.all(match, limit),
    parts: (match, wordsMatch, limit) =>
      wordsMatch === undefined ? parts.all(match, limit) : partsAndWords.all(match, wordsMatch, limit),
    docs: (ids) => docs.all(JSON.stringify(ids)),
    bodies: (ids) => new Map(bodies.all(JSON.stringify(ids)).map((row) => [row.id, row.body])),
    titlesIn(language, instructionIds) {
      const rows = titles.all(language, JSON.stringify(instructionIds));
      return new Map(rows.map((row) => [row.instruction_id, row.title.trim()]));
    },
  };
}
