import type {
  CoverageQuery,
  LanguageCoverage,
  TranslationCells,
  TranslationCoverage,
  TranslationRow,
} from '../../common/api/translations';
import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';
import type { Db } from '../db/client';
import { findInstruction } from '../db/instructions';
import {
  confirmContent,
  contentStampsOf,
  sourceLanguageStored,
  titleLanguagesOf,
} from '../db/translation-coverage';
import { coverageSources } from '../db/raw/translation-coverage-scan';
import { tableChangeStamp } from '../db/raw/table-changes';
import { csvFile } from '../../common/spreadsheet-csv';
import { emptyStateCounts, translationCells } from '../domain/translation-state';
import { notFound } from '../errors';
import { logActivity } from './activity-log';

export function instructionTranslations(
  db: Db,
  id: number,
): { sourceLanguage: Language; translations: TranslationCells } {
  const sourceLanguage = sourceLanguageStored(db, id);
  if (!sourceLanguage) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  return {
    sourceLanguage,
    translations: translationCells(sourceLanguage, contentStampsOf(db, id), titleLanguagesOf(db, id)),
  };
}

/** "Still up to date": the translation was checked against a change of the source (e.g. a typo fix). */
export function confirmTranslation(db: Db, userId: number, id: number, language: Language): TranslationCells {
  return db.transaction(() => {
    const instruction = findInstruction(db, id);
    if (!instruction) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
    if (!confirmContent(db, id, language, new Date().toISOString())) {
      throw notFound(`Instruction ${instruction.instructionNumber} has no content in ${language}`);
    }
    logActivity(db, {
      userId,
      action: 'update',
      entityType: 'instruction',
      entityId: id,
      detail: {
        kind: 'translationMarkedCurrent',
        values: { language, instructionNumber: instruction.instructionNumber },
      },
    });
    return instructionTranslations(db, id).translations;
  });
}

type FullRow = TranslationRow & { categoryName: string | null };

interface CachedRow extends FullRow {
  /** Lower-case title and number, for the search filter. */
  titleKey: string;
  numberKey: string;
}

interface CoverageCache {
  stamp: () => string;
  key?: string;
  rows?: readonly CachedRow[];
}

const caches = new WeakMap<Db, CoverageCache>();

function computeRows(db: Db): CachedRow[] {
  const { instructions, contents, titleLanguages } = coverageSources(db);
  return instructions.map((row) => ({
    ...row,
    titleKey: row.title.toLowerCase(),
    numberKey: row.instructionNumber.toLowerCase(),
    cells: translationCells(
      row.sourceLanguage,
      contents.get(row.id) ?? [],
      titleLanguages.get(row.id) ?? new Set(),
    ),
  }));
}

/**
 * Every instruction's cells, computed once per change of the instruction tables: a page, a filter or
 * the counts then cost a pass over the cached rows instead of reading 70,000 content stamps again.
 */
function allRows(db: Db): readonly CachedRow[] {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      stamp: tableChangeStamp(db, 'translation_coverage', [
        'instructions',
        'instruction_contents',
        'instruction_titles',
        'instruction_documents',
        'categories',
      ]),
    };
    caches.set(db, cache);
  }
  const key = cache.stamp();
  if (cache.rows === undefined || cache.key !== key) {
    cache.rows = computeRows(db);
    cache.key = key;
  }
  return cache.rows;
}

function rowsPassing(db: Db, query: CoverageQuery): CachedRow[] {
  const needle = query.q?.toLowerCase();
  return allRows(db).filter(
    (row) =>
      (query.category === undefined ||
        (query.category === 'universal' ? row.isUniversal : row.categoryId === query.category)) &&
      (query.type === undefined || row.type === query.type) &&
      (!needle || row.titleKey.includes(needle) || row.numberKey.includes(needle)),
  );
}

const pageRow = ({ categoryName: _, titleKey: __, numberKey: ___, ...row }: CachedRow): TranslationRow => row;

function stateFilter(query: CoverageQuery): (row: TranslationRow) => boolean {
  const { state, language } = query;
  if (!state) return () => true;
  if (language) return (row) => row.cells[language].state === state;
  return (row) => SUPPORTED_LANGUAGES.some((code) => row.cells[code].state === state);
}

function languageCoverage(rows: readonly TranslationRow[]): LanguageCoverage[] {
  return SUPPORTED_LANGUAGES.map((language) => {
    const counts = emptyStateCounts();
    for (const row of rows) counts[row.cells[language].state] += 1;
    const percent = rows.length === 0 ? 0 : (counts.up_to_date / rows.length) * 100;
    return { language, counts, percentUpToDate: Math.round(percent * 10) / 10 };
  });
}

/** The matrix: counts over the category/type/search selection, one page of the rows in the chosen state. */
export function translationCoverage(db: Db, query: CoverageQuery): TranslationCoverage {
  const selected = rowsPassing(db, query);
  const matching = selected.filter(stateFilter(query));
  return {
    total: selected.length,
    languages: languageCoverage(selected),
    matching: matching.length,
    offset: query.offset,
    limit: query.limit,
    rows: matching.slice(query.offset, query.offset + query.limit).map(pageRow),
  };
}

const COVERAGE_CSV_COLUMNS = [
  'instruction_number',
  'title',
  'type',
  'category',
  'source_language',
  ...SUPPORTED_LANGUAGES,
] as const;

/** Every row passing the filters (no paging). */
export function translationCoverageCsv(db: Db, query: CoverageQuery): string {
  const rows = rowsPassing(db, query).filter(stateFilter(query));
  const lines = rows.map((row) => [
    row.instructionNumber,
    row.title,
    row.type,
    row.isUniversal ? 'universal' : (row.categoryName ?? ''),
    row.sourceLanguage,
    ...SUPPORTED_LANGUAGES.map((language) => row.cells[language].state),
  ]);
  return csvFile(COVERAGE_CSV_COLUMNS, lines);
}
