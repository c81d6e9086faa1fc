// Raw SQL: GET /api/article/{n} runs on every kiosk scan; plain prepared statements are the measured
// fastest (ARCHITECTURE.md "Hot paths stay lean", `npm run bench` throughput).
import type { ArticleInstruction } from '../../../common/api/article';
import type { InstructionTitle } from '../../../common/api/instructions';
import type { InstructionType } from '../../../common/instruction-types';
import { SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';
import type { InstructionCandidate } from '../../domain/universal-instructions';
import { sqliteOf, type Db } from '../client';
import { tableChangeStamp } from './table-changes';

/** An instruction as the article rule sees it, with what the article view shows of it ready to send. */
export interface ArticleCandidate extends InstructionCandidate {
  view: ArticleInstruction;
  /** `view` as JSON, written once per content version instead of on every scan. */
  viewJson: string;
}

interface KnownArticleNumber {
  number: string;
  categoryIds: Set<number>;
  /** The instructions its categories and the universal ones offer, ordered by title. */
  candidates: readonly ArticleCandidate[];
}

export interface ArticleLookup {
  /** The number as entered, its linked categories and their candidates; undefined for an unknown number. */
  find(numberKey: string): KnownArticleNumber | undefined;
}

interface NumberRow {
  number: string;
  category_id: number | null;
}

interface CandidateRow {
  id: number;
  instruction_number: string;
  title: string;
  type: InstructionType;
  category_id: number | null;
  is_universal: number;
  exclude_patterns: string;
  titles: string;
  content_languages: string;
}

/**
 * Distinct category sets kept. Catalogues have a few hundred combinations at most; past this the
 * oldest go, so an unusual library costs a query per lookup, never unbounded memory.
 */
const MAX_CACHED_SETS = 2_000;

const languageOrder = (languages: readonly Language[]) =>
  SUPPORTED_LANGUAGES.filter((code) => languages.includes(code));

function toCandidate(row: CandidateRow): ArticleCandidate {
  const view: ArticleInstruction = {
    id: row.id,
    title: row.title,
    titles: JSON.parse(row.titles) as InstructionTitle[],
    type: row.type,
    instructionNumber: row.instruction_number,
    contentLanguages: languageOrder(JSON.parse(row.content_languages) as Language[]),
  };
  return {
    id: row.id,
    view,
    viewJson: JSON.stringify(view),
    categoryId: row.category_id,
    isUniversal: row.is_universal === 1,
    excludePatterns: JSON.parse(row.exclude_patterns) as string[],
  };
}

/**
 * GET /api/article/{n} on every kiosk scan: one query for the number with its categories, and the
 * candidate instructions of a category set (one query) kept until the content changes. The stamp
 * sees this connection's writes of the tables the candidates are read from and every commit of
 * another connection (job workers, library updates), so no write path can leave it stale; the
 * server's other writes (missed lookups, sessions) leave it alone, so a flood of unknown numbers
 * or searches does not make every lookup read its category's instructions again (issue 23).
 */
export function prepareArticleLookup(db: Db): ArticleLookup {
  const sqlite = sqliteOf(db);
  const numberWithCategories = sqlite.prepare<[string], NumberRow>(
    `SELECT k.number, a.category_id
     FROM article_number_keys k LEFT JOIN article_numbers a ON a.number_key = k.number_key
     WHERE k.number_key = ?`,
  );
  const candidatesOf = sqlite.prepare<[string], CandidateRow>(
    `SELECT i.id, i.instruction_number, i.title, i.type, i.category_id, i.is_universal, i.exclude_patterns,
       (SELECT json_group_array(json_object('language', t.language, 'title', t.title))
        FROM (SELECT language, title FROM instruction_titles WHERE instruction_id = i.id ORDER BY id) t) AS titles,
       (SELECT json_group_array(c.language) FROM instruction_contents c
        WHERE c.instruction_id = i.id AND trim(c.content) <> '') AS content_languages
     FROM instructions i
     WHERE (i.is_universal = 1 OR i.category_id IN (SELECT value FROM json_each(?))) AND i.published = 1
     ORDER BY lower(i.title), i.id`,
  );

  const stamp = tableChangeStamp(db, 'article_lookup', [
    'categories',
    'instructions',
    'instruction_titles',
    'instruction_contents',
  ]);
  const cache = new Map<string, readonly ArticleCandidate[]>();
  let cachedStamp = '';

  const candidates = (categoryIds: readonly number[], stamp: string) => {
    if (stamp !== cachedStamp) {
      cache.clear();
      cachedStamp = stamp;
    }
    const key = JSON.stringify(categoryIds);
    const cached = cache.get(key);
    if (cached) return cached;
    const fresh = candidatesOf.all(key).map(toCandidate);
    if (cache.size >= MAX_CACHED_SETS) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, fresh);
    return fresh;
  };

  return {
    find(numberKey) {
      const rows = numberWithCategories.all(numberKey);
      const first = rows[0];
      if (!first) return undefined;
      const categoryIds = rows
        .map((row) => row.category_id)
        .filter((id): id is number => id !== null)
        .sort((a, b) => a - b);
      return {
        number: first.number,
        categoryIds: new Set(categoryIds),
        candidates: candidates(categoryIds, stamp()),
      };
    },
  };
}
