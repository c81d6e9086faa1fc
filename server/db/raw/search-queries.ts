// Raw SQL: FTS5 MATCH, bm25() and rowid ranges of the word search, which drizzle's builder cannot
// express, on every visitor's search (measured by tests/bench/word-search.ts).
import type { InstructionType } from '../../../common/instruction-types';
import type { Language } from '../../../common/languages';
import { sqliteOf, type Db } from '../client';

/** A document of the search index that matched, with its bm25 score (lower is better). */
export interface ScoredDoc {
  id: number;
  score: number;
}

/** Document ids from `from` to `to`, both included: one language's documents, or those around it. */
export interface DocRange {
  from: number;
  to: number;
}

export interface SearchDoc {
  id: number;
  instruction_id: number;
  language: Language;
  number: string;
  type: InstructionType;
  base_title: string;
}

/**
 * Each query reads at most `limit` matches, the first by document id, and scores only those: a
 * common word matches thousands of documents, and bm25 over all of them is what made search slow.
 */
export interface SearchQueries {
  /** Where a language's documents are (migration 0010): its slot times 2^32 plus the instruction id. */
  languageRange(language: Language): DocRange;
  /** Every word in the title alone. */
  titles(match: string, range: DocRange, limit: number): ScoredDoc[];
  /** Every word in the title or the content, title matches weighing more. */
  words(match: string, range: DocRange, limit: number): ScoredDoc[];
  /** Indexed words (folded) that contain a text of 3+ characters, found by its trigrams. */
  termsContaining(partMatch: string, limit: number): string[];
  /** Of the documents `ids`, those holding every word of `match`, title matches weighing more. */
  wordsAmong(match: string, ids: readonly number[]): ScoredDoc[];
  /** Documents of the instructions whose number is like `pattern` (SQL LIKE), best match first. */
  numbered(pattern: string, exact: string, limit: number): { id: number; instruction_id: number }[];
  docs(ids: readonly number[]): SearchDoc[];
  /** The start (`maxLength` characters) of documents' plain-text content, by id; read only for the results shown. */
  bodies(ids: readonly number[], maxLength: number): Map<number, string>;
  /** The non-blank title of each instruction in one language. */
  titlesIn(language: Language, instructionIds: readonly number[]): Map<number, string>;
  /** The pages' text of an instruction's PDF in one language, page 1 first, read as they are taken. */
  documentPages(instructionId: number, language: Language): IterableIterator<DocumentPage>;
}

interface DocumentPage {
  page: number;
  text: string;
}

const SLOT_SIZE = 2 ** 32;

/** The instruction a document belongs to, read from its id. */
export const instructionOfDoc = (docId: number): number => docId % SLOT_SIZE;
// In the word index, the title weighs ten times the content and its joined words (migration 0012).
const WEIGHTS = '10.0, 1.0, 1.0';

/** Prepared once: the search runs on every visitor's query (ARCHITECTURE.md "Hot paths stay lean"). */
export function prepareSearchQueries(db: Db): SearchQueries {
  const sqlite = sqliteOf(db);
  const slots = new Map(
    sqlite
      .prepare<[], { language: Language; slot: number }>(
        'SELECT language, slot FROM instruction_search_languages',
      )
      .all()
      .map((row) => [row.language, row.slot]),
  );
  // No ORDER BY: FTS5 then stops after `limit` matches, and bm25 runs only for those.
  const ranked = (table: string, weights: string) =>
    sqlite.prepare<[string, number, number, number], ScoredDoc>(
      `SELECT rowid AS id, bm25(${table}${weights}) AS score FROM ${table}
       WHERE ${table} MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?`,
    );
  const titles = ranked('instruction_search_titles', '');
  const words = ranked('instruction_search_words', `, ${WEIGHTS}`);
  const wordsAmong = sqlite.prepare<[string, string], ScoredDoc>(
    `SELECT rowid AS id, bm25(instruction_search_words, ${WEIGHTS}) AS score FROM instruction_search_words
     WHERE instruction_search_words MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
  );
  const terms = sqlite
    .prepare<[string, number], string>(
      `SELECT term FROM instruction_search_term_parts WHERE instruction_search_term_parts MATCH ? LIMIT ?`,
    )
    .pluck();
  const numbered = sqlite.prepare<[string, string, number, string], { id: number; instruction_id: number }>(
    `SELECT d.id, d.instruction_id FROM instruction_search_docs d
     JOIN (SELECT id, instruction_number FROM instructions WHERE instruction_number LIKE ? AND published = 1
           ORDER BY instruction_number = ? COLLATE NOCASE DESC, length(instruction_number), instruction_number
           LIMIT ?) i ON i.id = d.instruction_id
     ORDER BY i.instruction_number = ? COLLATE NOCASE DESC, length(i.instruction_number), i.instruction_number, d.id`,
  );
  const docs = sqlite.prepare<[string], SearchDoc>(
    `SELECT d.id, d.instruction_id, d.language, i.instruction_number AS number, i.type, i.title AS base_title
     FROM instruction_search_docs d JOIN instructions i ON i.id = d.instruction_id AND i.published = 1
     WHERE d.id IN (SELECT value FROM json_each(?))`,
  );
  const bodies = sqlite.prepare<[number, string], { id: number; body: string }>(
    'SELECT id, substr(body, 1, ?) AS body FROM instruction_search_docs WHERE id IN (SELECT value FROM json_each(?))',
  );
  const titlesIn = sqlite.prepare<[string, string], { instruction_id: number; title: string }>(
    `SELECT instruction_id, title FROM instruction_titles
     WHERE language = ? AND trim(title) <> '' AND instruction_id IN (SELECT value FROM json_each(?))`,
  );

  const documentPages = sqlite.prepare<[number, string], DocumentPage>(
    `SELECT page, text FROM instruction_document_pages WHERE instruction_id = ? AND language = ? ORDER BY page`,
  );

  return {
    documentPages: (instructionId, language) => documentPages.iterate(instructionId, language),
    languageRange(language) {
      // A language without a slot has no documents: an empty range.
      const slot = slots.get(language) ?? 0;
      return slot === 0 ? { from: 1, to: 0 } : { from: slot * SLOT_SIZE, to: (slot + 1) * SLOT_SIZE - 1 };
    },
    titles: (match, { from, to }, limit) => titles.all(match, from, to, limit),
    words: (match, { from, to }, limit) => words.all(match, from, to, limit),
    wordsAmong: (match, ids) => wordsAmong.all(match, JSON.stringify(ids)),
    termsContaining: (partMatch, limit) => terms.all(partMatch, limit),
    numbered: (pattern, exact, limit) => numbered.all(pattern, exact, limit, exact),
    docs: (ids) => docs.all(JSON.stringify(ids)),
    bodies: (ids, maxLength) =>
      new Map(bodies.all(maxLength, JSON.stringify(ids)).map((row) => [row.id, row.body])),
    titlesIn(language, instructionIds) {
      const rows = titlesIn.all(language, JSON.stringify(instructionIds));
      return new Map(rows.map((row) => [row.instruction_id, row.title.trim()]));
    },
  };
}
