import type { ArticleInstruction } from '../../common/api/article';
import type { Instruction, InstructionDetail, InstructionTitle } from '../../common/api/instructions';
import type { InstructionType } from '../../common/instruction-types';
import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';
import { MAX_ARTICLE_NUMBER_LENGTH, MAX_SUGGESTIONS } from '../../common/limits';
import type { InstructionCandidate } from '../domain/universal-instructions';
import { sqliteOf, type Db } from './client';

interface InstructionRow {
  id: number;
  instruction_number: string;
  title: string;
  type: InstructionType;
  category_id: number | null;
  is_universal: number;
  exclude_patterns: string;
  created_at: string;
  updated_at: string;
}

interface TitleRow {
  instruction_id: number;
  language: Language;
  title: string;
}

/** An instruction as the article rule sees it, with what the article view shows of it. */
export type ArticleCandidate = InstructionCandidate & Omit<ArticleInstruction, 'titles' | 'contentLanguages'>;

export interface PublicReads {
  /** The number as entered and its linked categories, or undefined for an unknown number. */
  articleNumber(numberKey: string): { number: string; categoryIds: Set<number> } | undefined;
  /** Instructions of these categories and every universal one, ordered by title. */
  articleCandidates(categoryIds: Iterable<number>): ArticleCandidate[];
  titlesOf(instructionIds: readonly number[]): Map<number, InstructionTitle[]>;
  /** Languages with non-blank content per instruction, in SUPPORTED_LANGUAGES order. */
  contentLanguagesOf(instructionIds: readonly number[]): Map<number, Language[]>;
  instructionById(id: number): InstructionDetail | undefined;
  instructionByNumber(instructionNumber: string): InstructionDetail | undefined;
  /** Numbers starting with the key first, then numbers containing it; at most MAX_SUGGESTIONS. */
  suggestions(queryKey: string): string[];
}

const SELECT_INSTRUCTION = `SELECT id, instruction_number, title, type, category_id, is_universal, exclude_patterns,
  created_at, updated_at FROM instructions`;

const SHORT_QUERY_SCAN_LIMIT = 50_000;

/** Keys from `prefix` up to, not including, the first key that no longer starts with it. */
const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/** An FTS5 phrase: the trigram tokenizer matches it as a substring. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

function toInstruction(row: InstructionRow): Instruction {
  return {
    id: row.id,
    instructionNumber: row.instruction_number,
    title: row.title,
    type: row.type,
    categoryId: row.category_id,
    isUniversal: row.is_universal === 1,
    excludePatterns: JSON.parse(row.exclude_patterns) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The public read routes run on every kiosk keystroke and page, so their statements are prepared
 * once here, in plain SQL (see ARCHITECTURE.md "Hot paths stay lean").
 */
export function preparePublicReads(db: Db): PublicReads {
  const sqlite = sqliteOf(db);
  const numberByKey = sqlite.prepare<[string], { number: string }>(
    'SELECT number FROM article_number_keys WHERE number_key = ?',
  );
  const categoriesByKey = sqlite
    .prepare<[string], number>('SELECT category_id FROM article_numbers WHERE number_key = ?')
    .pluck();
  const candidates = sqlite.prepare<[string], InstructionRow>(
    `${SELECT_INSTRUCTION} WHERE is_universal = 1 OR category_id IN (SELECT value FROM json_each(?))
     ORDER BY lower(title), id`,
  );
  const titlesByIds = sqlite.prepare<[string], TitleRow>(
    `SELECT instruction_id, language, title FROM instruction_titles
     WHERE instruction_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );
  const contentLanguagesByIds = sqlite.prepare<[string], { instruction_id: number; language: Language }>(
    `SELECT instruction_id, language FROM instruction_contents
     WHERE instruction_id IN (SELECT value FROM json_each(?)) AND trim(content) <> ''`,
  );
  const instructionById = sqlite.prepare<[number], InstructionRow>(`${SELECT_INSTRUCTION} WHERE id = ?`);
  const instructionByNumber = sqlite.prepare<[string], InstructionRow>(
    `${SELECT_INSTRUCTION} WHERE instruction_number = ?`,
  );
  const titlesOfOne = sqlite.prepare<[number], InstructionTitle>(
    'SELECT language, title FROM instruction_titles WHERE instruction_id = ? ORDER BY id',
  );
  const contentsOfOne = sqlite.prepare<[number], { language: Language; content: string }>(
    'SELECT language, content FROM instruction_contents WHERE instruction_id = ? ORDER BY id',
  );
  const prefixMatches = sqlite
    .prepare<[string, string, number], string>(
      'SELECT number FROM article_number_keys WHERE number_key >= ? AND number_key < ? ORDER BY number_key LIMIT ?',
    )
    .pluck();
  // No index serves 1- and 2-character substrings, so that scan looks at a bounded number of keys:
  // every answer still contains the query, the list just may not be exhaustive.
  const shortSubstringMatches = sqlite
    .prepare<[string, string, string, number], string>(
      `SELECT number FROM (SELECT number, number_key FROM article_number_keys LIMIT ${SHORT_QUERY_SCAN_LIMIT})
       WHERE instr(number_key, ?) > 0 AND NOT (number_key >= ? AND number_key < ?) LIMIT ?`,
    )
    .pluck();
  const substringMatches = sqlite
    .prepare<[string, string, string, number], string>(
      `SELECT k.number FROM article_number_search s JOIN article_number_keys k ON k.id = s.rowid
       WHERE article_number_search MATCH ? AND NOT (k.number_key >= ? AND k.number_key < ?) LIMIT ?`,
    )
    .pluck();

  const detail = (row: InstructionRow | undefined): InstructionDetail | undefined =>
    row && {
      instruction: toInstruction(row),
      titles: titlesOfOne.all(row.id),
      contents: contentsOfOne.all(row.id),
    };

  return {
    articleNumber(numberKey) {
      const row = numberByKey.get(numberKey);
      return row && { number: row.number, categoryIds: new Set(categoriesByKey.all(numberKey)) };
    },
    articleCandidates(categoryIds) {
      return candidates.all(JSON.stringify([...categoryIds])).map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        instructionNumber: row.instruction_number,
        categoryId: row.category_id,
        isUniversal: row.is_universal === 1,
        excludePatterns: JSON.parse(row.exclude_patterns) as string[],
      }));
    },
    titlesOf(instructionIds) {
      const titles = new Map<number, InstructionTitle[]>(instructionIds.map((id) => [id, []]));
      for (const row of titlesByIds.all(JSON.stringify(instructionIds))) {
        titles.get(row.instruction_id)?.push({ language: row.language, title: row.title });
      }
      return titles;
    },
    contentLanguagesOf(instructionIds) {
      const found = new Map<number, Set<Language>>(instructionIds.map((id) => [id, new Set()]));
      for (const row of contentLanguagesByIds.all(JSON.stringify(instructionIds))) {
        found.get(row.instruction_id)?.add(row.language);
      }
      return new Map(
        [...found].map(([id, languages]) => [id, SUPPORTED_LANGUAGES.filter((code) => languages.has(code))]),
      );
    },
    instructionById: (id) => detail(instructionById.get(id)),
    instructionByNumber: (instructionNumber) => detail(instructionByNumber.get(instructionNumber)),
    suggestions(queryKey) {
      if (queryKey.length === 0 || queryKey.length > MAX_ARTICLE_NUMBER_LENGTH) return [];
      const end = prefixEnd(queryKey);
      const found = prefixMatches.all(queryKey, end, MAX_SUGGESTIONS);
      if (found.length < MAX_SUGGESTIONS) {
        // Trigram matching needs at least 3 characters.
        const more =
          [...queryKey].length >= 3
            ? substringMatches.all(ftsPhrase(queryKey), queryKey, end, MAX_SUGGESTIONS - found.length)
            : shortSubstringMatches.all(queryKey, queryKey, end, MAX_SUGGESTIONS - found.length);
        found.push(...more);
      }
      return found;
    },
  };
}
